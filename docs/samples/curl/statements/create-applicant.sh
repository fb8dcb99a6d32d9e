# The statements are Peter Nkosi's (the holder they print is MR P NKOSI), so the application is his:
# a statement whose holder shares no name with the applicant is flagged holder_mismatch.
curl -s -X POST "$KHANYA_API/v1/applications/applicants/" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"name": "Peter Nkosi", "email": "peter.nkosi@example.co.za", "external_reference": "CUST-10517"}'
