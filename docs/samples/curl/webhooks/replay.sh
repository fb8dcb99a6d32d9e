# Send again one delivery's event (same webhook-id) ...
curl -s -X POST "$KHANYA_API/v1/webhooks/deliveries/$DELIVERY_ID/replay" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
echo
# ... or everything sent to the endpoint since a time, after your receiver was down.
curl -s -X POST "$KHANYA_API/v1/webhooks/endpoints/$ENDPOINT_ID/replay" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  -d "{\"since\": \"$SINCE\"}"
