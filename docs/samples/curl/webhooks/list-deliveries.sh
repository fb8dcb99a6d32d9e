# Every delivery to the endpoint, newest first, each with its attempts (status code, time, answer).
curl -s "$KHANYA_API/v1/webhooks/endpoints/$ENDPOINT_ID/deliveries?limit=10" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
