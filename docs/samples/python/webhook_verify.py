"""Verifying a Khanya webhook in Python 3 (standard library only).

Khanya-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with your secret>
Verify over the RAW request body, before parsing JSON, and compare in constant time.
"""
import hashlib
import hmac
import time

TOLERANCE_SECONDS = 300  # refuse timestamps more than five minutes away: no replays


def verify_khanya_signature(secret: str, header: str, raw_body: bytes, now: int | None = None) -> bool:
    if not header:
        return False
    timestamp, candidates = None, []
    for item in header.split(","):
        key, _, value = item.strip().partition("=")
        if key == "t":
            timestamp = value
        elif key == "v1":
            candidates.append(value)  # several while a secret is being rotated
    if timestamp is None or not timestamp.isdigit():
        return False
    now = int(time.time()) if now is None else now
    if abs(now - int(timestamp)) > TOLERANCE_SECONDS:
        return False
    expected = hmac.new(secret.encode(), timestamp.encode() + b"." + raw_body, hashlib.sha256).hexdigest()
    return any(hmac.compare_digest(expected, candidate) for candidate in candidates)


if __name__ == "__main__":
    # python3 webhook_verify.py "<Khanya-Signature header>" < body.json   (secret in KHANYA_WEBHOOK_SECRET)
    import os
    import sys

    ok = verify_khanya_signature(os.environ["KHANYA_WEBHOOK_SECRET"], sys.argv[1], sys.stdin.buffer.read())
    print("valid" if ok else "invalid")
    sys.exit(0 if ok else 1)
