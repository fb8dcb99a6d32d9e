# Start adding a card: open redirect_url in a browser and enter the card on Peach's page.
curl -s -X POST "$KHANYA_API/v1/billing/cards" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H "Content-Type: application/json" \
  -d '{"name": "Finance card"}'
