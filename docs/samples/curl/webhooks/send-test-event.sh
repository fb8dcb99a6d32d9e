# Ask Khanya to send your endpoint a signed webhook.test event now (also while it is disabled).
curl -s -X POST "$KHANYA_API/v1/webhooks/endpoints/$ENDPOINT_ID/test" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
