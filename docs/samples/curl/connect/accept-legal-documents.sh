# The applicant accepts every legal document the session lists, each at the version shown
# (TERMS_VERSION, PRIVACY_VERSION, CONSENT_VERSION). Until all of them are accepted, choosing a
# bank and every upload of bank data answer 409 legal_acceptance_required naming what is missing.
curl -s -X POST "$KHANYA_API/v1/connect/$PROXY_ID/legal_acceptances" \
  -H 'Content-Type: application/json' \
  -d "{\"acceptances\": [
        {\"document_type\": \"terms_of_use\", \"version\": \"$TERMS_VERSION\"},
        {\"document_type\": \"privacy_notice\", \"version\": \"$PRIVACY_VERSION\"},
        {\"document_type\": \"data_sharing_consent\", \"version\": \"$CONSENT_VERSION\"}
      ]}"
