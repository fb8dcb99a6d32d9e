# Every analysis reads as for uploaded data, e.g. the income analysis.
curl -s "$KHANYA_API/v1/bank_connections/$CONNECT_APPLICATION_ID/income_analysis" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
