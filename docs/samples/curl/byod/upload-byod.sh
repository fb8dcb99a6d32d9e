# Bring your own data: the accounts and transactions you already hold, amounts in rand.
# byod-three-months.json is three months of a salaried applicant's cheque account
# (download it from /samples/byod-three-months.json).
curl -s -X PUT "$KHANYA_API/v1/bank_connections/$APPLICATION_ID/byod" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  --data-binary @byod-three-months.json
