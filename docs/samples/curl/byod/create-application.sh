# An application ties the applicant to a config (the default one when none is named).
# The Idempotency-Key makes a retry after a timeout safe: it replays the first answer.
curl -s -X POST "$KHANYA_API/v1/applications/" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  -H "Idempotency-Key: application-$APPLICANT_ID" \
  -d "{\"applicant_id\": \"$APPLICANT_ID\"}"
