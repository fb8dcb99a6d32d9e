# Labelled transactions, paginated and filtered: here the five latest groceries purchases.
curl -s "$KHANYA_API/v1/bank_connections/$APPLICATION_ID/transactions?label=Groceries&limit=5" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
