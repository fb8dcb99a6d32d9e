# A config that asks for affinity ads. Without the affinity entitlement (an add-on Khanya
# switches on for your organisation) this answers 400 invalid_permission.
curl -s -X POST "$KHANYA_API/v1/application_configs/application_configs/" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{
    "name": "Loans with partner offers",
    "connections": [
      {"name": "bank", "data_points": [
        {"name": "labelled_transactions", "input_args": [], "output_args": []},
        {"name": "affinity_ads", "input_args": [], "output_args": []}
      ]}
    ]
  }'
