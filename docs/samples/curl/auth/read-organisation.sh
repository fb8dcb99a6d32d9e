# Every API call sends the token as a bearer token.
curl -s "$KHANYA_API/v1/organisations/" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
