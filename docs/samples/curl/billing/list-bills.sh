# Your monthly bills, newest month first: breakdown, VAT and what is paid and due (rand).
curl -s "$KHANYA_API/v1/billing/bills" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
