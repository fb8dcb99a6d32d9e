# The bank connection: its status (not_ready, analysing, complete, failed) and accounts.
curl -s "$KHANYA_API/v1/bank_connections/$APPLICATION_ID" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
