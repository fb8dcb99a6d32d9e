# The applicant accepts the data sharing consent: name the document and the version shown.
curl -s -X POST "$KHANYA_API/v1/connect/$PROXY_ID/legal_acceptances" \
  -H 'Content-Type: application/json' \
  -d "{\"acceptances\": [{\"document_type\": \"data_sharing_consent\", \"version\": \"$CONSENT_VERSION\"}]}"
