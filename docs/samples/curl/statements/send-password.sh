# The applicant types the statement's password: the file is queued again with it (the password
# is never stored). FILE_ID is the id of the `password_required` file.
curl -s -X POST "$KHANYA_API/v1/in/bank_connections/$PROXY_ID/files/$FILE_ID/password" \
  -H 'Content-Type: application/json' \
  -d '{"password": "demo-statement-2025"}'
