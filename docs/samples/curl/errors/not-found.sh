# Ids of another organisation's records answer 404 exactly like ids that do not exist.
curl -s "$KHANYA_API/v1/applications/applications/000000000000000000000000" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
