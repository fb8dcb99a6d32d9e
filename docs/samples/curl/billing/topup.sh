# Top up the prepaid balance by R 1 000; it pays unpaid bills first, then every new bill.
# TOPUP_ID is your own unique id for this top-up: send the same one again only to retry it.
curl -s -X POST "$KHANYA_API/v1/billing/topup" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H "Content-Type: application/json" \
  -H "Idempotency-Key: $TOPUP_ID" \
  -d "{\"card_id\": \"$CARD_ID\", \"topup_amount\": 1000}"
