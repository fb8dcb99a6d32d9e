# Balances must chain: each balance is the previous balance plus the amount. This upload's
# second balance is wrong by R100, so the whole upload is refused and nothing is stored.
curl -s -X PUT "$KHANYA_API/v1/bank_connections/$APPLICATION_ID/byod" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{"accounts": [{"account_number": "62000000001", "account_name": "Cheque", "balance": 1400,
       "bank_slug": "fnb", "account_holder_name": "T Mokoena", "transactions": [
         {"datetime": "2026-09-25", "amount": 15000, "balance": 15500, "description": "SALARY ACME (PTY) LTD"},
         {"datetime": "2026-10-01", "amount": -14000, "balance": 1400, "description": "DEBIT ORDER OLD MUTUAL"}]}]}'
