# The analysis runs on a queue: poll the bank connection until it is complete (seconds).
until curl -s "$KHANYA_API/v1/bank_connections/$APPLICATION_ID" \
    -H "Authorization: Bearer $KHANYA_TOKEN" | grep -q '"status":"complete"'; do
  sleep 1
done
curl -s "$KHANYA_API/v1/bank_connections/$APPLICATION_ID" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
