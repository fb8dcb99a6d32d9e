# The connection step: what the applicant does next. Before linking it is a REDIRECT to the
# bank's authorisation endpoint (redirect_url), with the client_id and scope to ask for.
curl -s "$KHANYA_API/v1/connect/$PROXY_ID/step"
