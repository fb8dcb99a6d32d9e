# A new secret (shown once). For 24 hours every delivery is signed with the old and the new one,
# so you can switch your receiver over without missing an event.
curl -s -X POST "$KHANYA_API/v1/webhooks/endpoints/$ENDPOINT_ID/rotate_secret" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
