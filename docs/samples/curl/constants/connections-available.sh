# The catalogue of connections and data points (public: no token needed).
curl -s "$KHANYA_API/v1/application_configs/connections_available"
