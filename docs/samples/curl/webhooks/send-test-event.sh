# Send your endpoint a signed test event, exactly as Khanya will sign it, to test your
# verification: HMAC-SHA256 of "<timestamp>.<body>" with your webhook secret, in hex.
BODY='{"id":"evt_test_0001","type":"bank_connection.analysed","created_at":"2026-10-01T08:00:00Z","data":{"application_id":"65f1c0ffee0000000000abcd","bank_connection_id":"65f1c0ffee0000000000abce","generation":1,"status":"complete"}}'
TIMESTAMP=$(date +%s)
SIGNATURE=$(printf '%s.%s' "$TIMESTAMP" "$BODY" \
  | openssl dgst -sha256 -hmac "$KHANYA_WEBHOOK_SECRET" -hex | sed 's/^.* //')
curl -s -X POST "$WEBHOOK_URL" \
  -H 'Content-Type: application/json' \
  -H "Khanya-Event-Id: evt_test_0001" \
  -H "Khanya-Signature: t=$TIMESTAMP,v1=$SIGNATURE" \
  --data-binary "$BODY"
