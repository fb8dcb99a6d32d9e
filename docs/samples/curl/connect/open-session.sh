# What the connect screens read when the applicant opens the link (no token: the proxy id is
# the credential). Opening it moves the application from created to connecting.
curl -s "$KHANYA_API/v1/connect/$PROXY_ID"
