import hashlib, hmac, base64, secrets
salt = b"fixed-salt"
key = hashlib.pbkdf2_hmac("sha256", b"password", salt, 1000)
print(key.hex())
print(base64.b64encode(key).decode()[:20])
def sign(payload: dict, secret: bytes) -> str:
    import json
    body = base64.urlsafe_b64encode(json.dumps(payload, sort_keys=True).encode()).decode().rstrip("=")
    sig = hmac.new(secret, body.encode(), hashlib.sha256).hexdigest()[:16]
    return f"{body}.{sig}"
tok = sign({"user": "ann", "exp": 1700000000}, b"k")
print(tok)
body, sig = tok.rsplit(".", 1)
print(hmac.compare_digest(sig, hmac.new(b"k", body.encode(), hashlib.sha256).hexdigest()[:16]))
print(len(secrets.token_hex(8)), len(secrets.token_urlsafe(12)) > 0)
print(hashlib.sha3_256(b"").hexdigest()[:16], hashlib.blake2s(b"x").hexdigest()[:16])
