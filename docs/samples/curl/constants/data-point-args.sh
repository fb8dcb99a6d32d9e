# Every arg type a data point reads or produces, with its properties (public).
curl -s "$KHANYA_API/v1/application_configs/data_point_args/"
