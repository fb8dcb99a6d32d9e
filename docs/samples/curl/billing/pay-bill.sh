# Pay a bill: the prepaid balance first, then the card. The Idempotency-Key makes a retry safe;
# it names this attempt, so after a decline pay again with a new one (pay-$BILL_ID-2).
curl -s -X POST "$KHANYA_API/v1/billing/bills/pay" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H "Content-Type: application/json" \
  -H "Idempotency-Key: pay-$BILL_ID" \
  -d "{\"bill_id\": \"$BILL_ID\", \"card_id\": \"$CARD_ID\"}"
