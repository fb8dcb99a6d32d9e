# The bill's tax invoice as a PDF file in the current folder.
curl -s -f "$KHANYA_API/v1/billing/bills/$BILL_ID/invoice" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H "Accept: application/pdf" \
  -o "invoice-$BILL_ID.pdf"
echo "saved invoice-$BILL_ID.pdf"
