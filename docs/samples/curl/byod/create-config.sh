# An application config says what to collect and which analyses to run. This one takes bank
# data, labels it and computes affordability; it is the default for new applications.
# Empty input_args/output_args mean "the data point's defaults". Names are unique in your
# organisation (the same name again answers 409), so this one carries the time of day: run the
# walkthrough again and you get another config.
CONFIG_NAME="BYOD walkthrough $(date +%H%M%S)"
curl -s -X POST "$KHANYA_API/v1/application_configs/application_configs/" \
  -H "Authorization: Bearer $KHANYA_TOKEN" \
  -H 'Content-Type: application/json' \
  -d '{
    "name": "'"$CONFIG_NAME"'",
    "is_default": true,
    "default_redirect_url": "https://lender.example.co.za/done",
    "connections": [
      {"name": "bank", "data_points": [
        {"name": "labelled_transactions", "input_args": [], "output_args": []},
        {"name": "affordability", "input_args": [], "output_args": []}
      ]}
    ]
  }'
