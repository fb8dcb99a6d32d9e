# What was linked, to show the applicant before they finish.
curl -s "$KHANYA_API/v1/connect/$PROXY_ID/bank_summary"
