# An application whose bank data will come from PDF statements. The application's config must
# collect bank data (the bank connection); proxy_id is what the applicant's side uses.
curl -s -X POST "$KHANYA_API/v1/applications/" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  -d "{\"applicant_id\": \"$APPLICANT_ID\", \"redirect_url\": \"https://lender.example.co.za/thanks\"}"
