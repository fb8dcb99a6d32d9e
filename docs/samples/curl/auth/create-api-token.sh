# Create an API token for your loan system with the session token. The bearer_token in the
# answer is shown only once: store it in your secrets manager.
curl -s -X POST "$KHANYA_API/v1/in/api_tokens/" \
  -H "Authorization: Bearer $KHANYA_SESSION" \
  -H 'Content-Type: application/json' \
  -d '{"name": "Loan system", "scopes": ["organisation:api"]}'
