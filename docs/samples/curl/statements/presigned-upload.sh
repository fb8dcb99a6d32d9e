# A large file (deployed, one API request carries at most about 6 MB) goes straight to storage:
# ask for an upload URL, PUT the bytes there with exactly the headers given, then complete.
answer=$(curl -s -X POST "$KHANYA_API/v1/bank_connections/$APPLICATION_ID/statements/upload_url" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"filename": "statement-locked.pdf", "content_type": "application/pdf"}')
file_id=$(echo "$answer" | sed -E 's/.*"file_id":"([^"]+)".*/\1/')
upload_url=$(echo "$answer" | sed -E 's/.*"upload_url":"([^"]+)".*/\1/')
curl -s -f -X PUT "$upload_url" -H 'Content-Type: application/pdf' --data-binary @statement-locked.pdf
curl -s -X POST "$KHANYA_API/v1/bank_connections/$APPLICATION_ID/statements/$file_id/complete" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"password": "demo-statement-2025"}'
