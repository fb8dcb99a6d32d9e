# The affordability analysis: income, expenses and what the applicant can afford, by month.
curl -s "$KHANYA_API/v1/bank_connections/$APPLICATION_ID/affordability" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
