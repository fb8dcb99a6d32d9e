# The applicant is done: the answer is your redirect_url, where your screens send them back.
curl -s -X POST "$KHANYA_API/v1/connect/$PROXY_ID/complete"
