# The applicant chooses the sandbox bank and to link the account (upload_method automatic).
curl -s -X POST "$KHANYA_API/v1/connect/$PROXY_ID/banks" \
  -H 'Content-Type: application/json' \
  -d '[{"bank_id": "sandbox", "upload_method": "automatic"}]'
