import hashlib
import base64
import hmac

data = "The quick brown fox".encode("utf-8")
print(hashlib.md5(data).hexdigest())
print(hashlib.sha1(data).hexdigest())
print(hashlib.sha256(data).hexdigest())
h = hashlib.sha256()
for chunk in [b"The ", b"quick ", b"brown fox"]:
    h.update(chunk)
print(h.hexdigest() == hashlib.sha256(data).hexdigest(), h.digest_size, h.name)
print(hashlib.new("sha512", b"abc").hexdigest()[:32])
print(base64.b64encode(hashlib.sha256(b"x").digest()).decode())
sig = hmac.new(b"secret", b"message", hashlib.sha256).hexdigest()
print(sig)
print(hmac.compare_digest(sig, hmac.new(b"secret", b"message", "sha256").hexdigest()))
def short_id(s, n=8):
    return hashlib.sha1(s.encode()).hexdigest()[:n]
print([short_id(w) for w in ["alpha", "beta"]])
print(base64.urlsafe_b64encode(b"\xff\xfe\xfd").decode(), base64.b64decode("aGVsbG8="))
print(hashlib.blake2b(b"abc", digest_size=16).hexdigest())
