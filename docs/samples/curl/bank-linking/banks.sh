# The banks the applicant can choose from. The sandbox bank is `sandbox`: automated_active, so
# its accounts can be linked (methods_available includes automatic).
curl -s "$KHANYA_API/v1/connect/$PROXY_ID/banks"
