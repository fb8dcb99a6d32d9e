# The applicant uploads their bank's CSV export (multipart form). bank_id may be omitted:
# FNB, Capitec, Absa, Standard Bank and Nedbank exports are recognised from the file.
curl -s -X POST "$KHANYA_API/v1/in/bank_connections/$PROXY_ID/upload_csv" \
  -F file=@statement-generic.csv \
  -F bank_id=generic \
  -F account_number=1029384756 \
  -F account_holder_name='L Mokoena'
