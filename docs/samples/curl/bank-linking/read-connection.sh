# You (with your API token): wait until the linked data is analysed, then read the connection.
until curl -s "$KHANYA_API/v1/bank_connections/$CONNECT_APPLICATION_ID" \
    -H "Authorization: Bearer $KHANYA_TOKEN" | grep -q '"status":"complete"'; do
  sleep 1
done
curl -s "$KHANYA_API/v1/bank_connections/$CONNECT_APPLICATION_ID" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
