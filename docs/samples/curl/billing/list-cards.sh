# Your cards: is_linked turns true (with last_four and brand) once Peach has stored the card.
curl -s "$KHANYA_API/v1/billing/cards" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
