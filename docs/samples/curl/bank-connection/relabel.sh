# Correct a label. The correction survives re-analysis and becomes a rule for your
# organisation: the same merchant is labelled this way in every later application.
curl -s -X PUT "$KHANYA_API/v1/bank_connections/$APPLICATION_ID/transactions/$TRANSACTION_ID/label" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"new_label": "Eating Out"}'
