# Labelled transactions, paginated and filtered: here the five latest Spar Express purchases.
curl -s "$KHANYA_API/v1/bank_connections/$APPLICATION_ID/transactions?search=SPAR%20EXPRESS&limit=5" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
