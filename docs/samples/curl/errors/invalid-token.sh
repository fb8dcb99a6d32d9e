# A missing, wrong or revoked token answers 401 with the one error shape every error has.
curl -s -i "$KHANYA_API/v1/organisations/" \
  -H "Authorization: Bearer not-a-real-token"
