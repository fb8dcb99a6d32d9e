# Once the bank connection is complete, every analysis reads as for any other bank data.
until curl -s "$KHANYA_API/v1/bank_connections/$APPLICATION_ID" \
    -H "Authorization: Bearer $KHANYA_TOKEN" | grep -q '"status":"complete"'; do
  sleep 1
done
curl -s "$KHANYA_API/v1/bank_connections/$APPLICATION_ID/statement_summary" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
