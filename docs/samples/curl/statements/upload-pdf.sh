# You upload the statement the applicant gave you (multipart form, the file part is `files`;
# repeat it for several files). statement-three-months.pdf is three months of a cheque account
# (download it from /samples/statement-three-months.pdf). 202: each file is `processing`.
curl -s -X POST "$KHANYA_API/v1/bank_connections/$APPLICATION_ID/statements" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -F files=@statement-three-months.pdf
