# The applicant's view of their files: wait until the locked file has been tried.
until ! curl -s "$KHANYA_API/v1/in/bank_connections/$PROXY_ID/files" | grep -q '"status":"processing"'; do
  sleep 1
done
curl -s "$KHANYA_API/v1/in/bank_connections/$PROXY_ID/files"
