# Log in with the OAuth2 password flow (a form, not JSON). The answer's access_token is a
# session token for the console endpoints (/v1/in/...), valid for an hour.
curl -s -X POST "$KHANYA_API/v1/in/auth/login/token" \
  -d username="$KHANYA_EMAIL" \
  -d password="$KHANYA_PASSWORD"
