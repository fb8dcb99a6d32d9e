# The applicant uploads a locked PDF through their link (no token: the proxy id is the
# credential), without the password. Khanya tries the passwords it can derive from what it knows
# about the applicant; when none opens it, the file becomes `password_required`.
curl -s -X POST "$KHANYA_API/v1/in/bank_connections/$PROXY_ID/upload_file" \
  -F files=@statement-locked.pdf
