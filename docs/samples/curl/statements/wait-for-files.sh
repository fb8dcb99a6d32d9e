# Each file is read in the background (seconds): poll the files list until none is `processing`.
until ! curl -s "$KHANYA_API/v1/bank_connections/$APPLICATION_ID/files" \
    -H "Authorization: Bearer $KHANYA_TOKEN" | grep -q '"status":"processing"'; do
  sleep 1
done
curl -s "$KHANYA_API/v1/bank_connections/$APPLICATION_ID/files" \
  -H "Authorization: Bearer $KHANYA_TOKEN"
