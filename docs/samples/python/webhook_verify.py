"""Verifying a Khanya webhook in Python 3 (standard library only).

Khanya signs as the Standard Webhooks specification says (standardwebhooks.com):
  webhook-id:        the event id
  webhook-timestamp: unix seconds
  webhook-signature: "v1,<base64 HMAC-SHA256 of '<id>.<timestamp>.<raw body>'>", several separated
                     by spaces while a secret is being rotated
The key is the base64 after "whsec_" in your endpoint's secret. Verify over the RAW request body,
before parsing JSON, and compare in constant time.
"""
import base64
import hashlib
import hmac
import time

TOLERANCE_SECONDS = 300  # refuse timestamps more than five minutes away: no replays


def verify_khanya_webhook(secret: str, msg_id: str, timestamp: str, signature: str, raw_body: bytes, now: int | None = None) -> bool:
    if not msg_id or not timestamp.isdigit() or not signature:
        return False
    now = int(time.time()) if now is None else now
    if abs(now - int(timestamp)) > TOLERANCE_SECONDS:
        return False
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = msg_id.encode() + b"." + timestamp.encode() + b"." + raw_body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    for candidate in signature.split(" "):
        version, _, value = candidate.partition(",")
        if version == "v1" and hmac.compare_digest(expected, value):
            return True
    return False


if __name__ == "__main__":
    # python3 webhook_verify.py "<webhook-id>" "<webhook-timestamp>" "<webhook-signature>" < body.json
    # (the secret in KHANYA_WEBHOOK_SECRET)
    import os
    import sys

    ok = verify_khanya_webhook(os.environ["KHANYA_WEBHOOK_SECRET"], sys.argv[1], sys.argv[2], sys.argv[3], sys.stdin.buffer.read())
    print("valid" if ok else "invalid")
    sys.exit(0 if ok else 1)
