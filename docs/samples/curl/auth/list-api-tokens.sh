# Your tokens, newest first: only the last four characters of each secret are ever shown.
curl -s "$KHANYA_API/v1/in/api_tokens/" \
  -H "Authorization: Bearer $KHANYA_SESSION"
