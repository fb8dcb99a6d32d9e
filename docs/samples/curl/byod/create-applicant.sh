# An applicant is the person applying; every field is optional. external_reference is your
# own id for them (your loan system's customer number).
curl -s -X POST "$KHANYA_API/v1/applications/applicants/" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"name": "Lerato Mokoena", "email": "lerato@example.co.za", "external_reference": "CUST-10442"}'
