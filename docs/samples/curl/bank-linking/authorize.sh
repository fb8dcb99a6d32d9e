# What the applicant's browser does at the bank, done with curl and a cookie jar: open the
# authorisation URL (PKCE S256, state, nonce), post the login form as user_good / pass_good, post
# Allow on the consent page, and stop at the bank's redirect to REDIRECT_URI instead of
# following it. Needs AUTHORIZATION_ENDPOINT, CLIENT_ID and SCOPE from the step, and openssl.
jar=$(mktemp)
trap 'rm -f "$jar"' EXIT
b64url() { base64 | tr '+/' '-_' | tr -d '=\n'; }
code_verifier=$(openssl rand 32 | b64url)
code_challenge=$(printf '%s' "$code_verifier" | openssl dgst -sha256 -binary | b64url)
# Khanya checks the nonce in the bank's ID token: BASE64URL(SHA-256("khanya-nonce." + code_verifier)).
nonce=$(printf 'khanya-nonce.%s' "$code_verifier" | openssl dgst -sha256 -binary | b64url)
state=$(openssl rand -hex 16)
# Each request stores the bank's cookies and answers the Location it redirects to (not followed).
visit() { curl -s -b "$jar" -c "$jar" -o /dev/null -w '%{redirect_url}' "$@"; }
login_page=$(visit -G "$AUTHORIZATION_ENDPOINT" \
  --data-urlencode "client_id=$CLIENT_ID" --data-urlencode response_type=code \
  --data-urlencode "scope=$SCOPE" --data-urlencode "redirect_uri=$REDIRECT_URI" \
  --data-urlencode "state=$state" --data-urlencode "nonce=$nonce" \
  --data-urlencode "code_challenge=$code_challenge" --data-urlencode code_challenge_method=S256)
visit "$login_page" > /dev/null                                  # the login page (HTML)
resume=$(visit -d username=user_good -d password=pass_good "$login_page/login")
consent_page=$(visit "$resume")
visit "$consent_page" > /dev/null                                # the consent page (HTML)
resume=$(visit -X POST "$consent_page/allow")
callback=$(visit "$resume")                                     # REDIRECT_URI?code=…&state=…&iss=…
param() { printf '%s' "$callback" | sed -nE "s/.*[?&]$1=([^&]*).*/\1/p"; }
[ "$(param state)" = "$state" ] || { echo "the bank did not send back our state: $callback" >&2; exit 1; }
# iss is URL-encoded in the callback; POST oauth/code wants it as the bank's issuer URL.
iss=$(printf '%s' "$(param iss)" | sed -e 's/%3A/:/g' -e 's/%2F/\//g')
printf '{"code": "%s", "code_verifier": "%s", "iss": "%s"}\n' "$(param code)" "$code_verifier" "$iss"
