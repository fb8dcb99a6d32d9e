# A new application for the connect flow: send the applicant to connect_url. The proxy_id in
# it is the only credential the applicant's side needs; the link expires after 7 days.
curl -s -X POST "$KHANYA_API/v1/applications/" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  -d "{\"applicant_id\": \"$APPLICANT_ID\", \"redirect_url\": \"https://lender.example.co.za/thanks\"}"
