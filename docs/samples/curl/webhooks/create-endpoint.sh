# Register your receiver. The answer carries the signing secret (whsec_…) once: store it now.
# Leave out event_types to get every event type.
curl -s -X POST "$KHANYA_API/v1/webhooks/endpoints" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  -d "{\"url\": \"$WEBHOOK_URL\", \"description\": \"Loan system\", \"event_types\": [\"application.completed\", \"bank_connection.analysed\", \"bank_connection.failed\", \"webhook.test\"]}"
