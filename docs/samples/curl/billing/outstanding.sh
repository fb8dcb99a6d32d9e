# What is still due on unpaid bills, VAT included, in rand.
curl -s "$KHANYA_API/v1/billing/outstanding_bill_amount" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
