# Every analysis of the same data, one JSON document per line.
for analysis in affordability income_analysis risk_insights liquidity_score \
                expenses_analysis health_score statement_summary; do
  curl -s "$KHANYA_API/v1/bank_connections/$APPLICATION_ID/$analysis" \
    -H "Authorization: Bearer $KHANYA_TOKEN"
  echo
done
