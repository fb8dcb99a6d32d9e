# The lender's view of the application after the upload.
curl -s "$KHANYA_API/v1/applications/applications/$CONNECT_APPLICATION_ID" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
