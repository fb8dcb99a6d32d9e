# Bank slugs Khanya reads (public).
curl -s "$KHANYA_API/v1/bank_connections/byod/banks"
