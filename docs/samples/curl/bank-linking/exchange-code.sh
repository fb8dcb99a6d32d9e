# Your screens hand the bank's code to Khanya with the PKCE verifier and the same redirect_uri;
# Khanya exchanges it at the bank and fetches the accounts and 90 days of transactions.
curl -s -X POST "$KHANYA_API/v1/connect/$PROXY_ID/oauth/code" \
  -H 'Content-Type: application/json' \
  -d "{\"code\": \"$CODE\", \"code_verifier\": \"$CODE_VERIFIER\", \"redirect_uri\": \"$REDIRECT_URI\", \"iss\": \"$ISS\"}"
