# A body that does not match the schema answers 422 with a list of what is wrong, and where.
curl -s -X POST "$KHANYA_API/v1/applications/" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"applicant_id": "not-an-id", "redirect_url": "not a url"}'
