# Label and analyse the current data again (for example after relabelling several transactions).
curl -s "$KHANYA_API/v1/bank_connections/$APPLICATION_ID/recrunch" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
