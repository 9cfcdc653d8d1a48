import hashlib
import hmac

for data in (b"", b"abc", b"x" * 63, b"x" * 64, b"x" * 65, b"y" * 127, b"y" * 128, b"y" * 129,
             bytes(range(256)) * 5):
    print(len(data), hashlib.blake2b(data).hexdigest()[:32], hashlib.blake2s(data).hexdigest())
h = hashlib.blake2b(digest_size=20, key=b"secret key", salt=b"salty", person=b"me")
h.update(b"part one ")
c = h.copy()
h.update(b"part two")
print(h.hexdigest(), c.hexdigest(), h.digest_size, h.block_size, h.name)
print(hashlib.blake2s(b"data", digest_size=16, key=b"k" * 32, salt=b"12345678",
                      person=b"87654321").hexdigest())
print(hashlib.blake2b(b"k", key=b"K" * 64).hexdigest()[:40], hashlib.blake2s(b"z", digest_size=1).digest())
print(hashlib.new("blake2b", b"abc").hexdigest()[:20], hashlib.new("blake2s").hexdigest()[:20])
print(hashlib.blake2b(b"abc").digest()[:8], len(hashlib.blake2s().digest()))
for bad in (lambda: hashlib.blake2b(digest_size=65), lambda: hashlib.blake2s(digest_size=0),
            lambda: hashlib.blake2b(key=b"k" * 65), lambda: hashlib.blake2s(salt=b"s" * 9),
            lambda: hashlib.blake2b(person=b"p" * 17), lambda: hashlib.blake2b("text")):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e), e)
print(hashlib.sha3_256(b"abc").hexdigest(), hashlib.sha3_512(b"").hexdigest()[:16])

print(hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 1000).hex())
print(hashlib.pbkdf2_hmac("sha1", b"password", b"salt", 2, 20).hex())
print(hashlib.pbkdf2_hmac("sha512", b"pw", b"NaCl", 100, dklen=80).hex())
print(hashlib.pbkdf2_hmac(hash_name="sha384", password=b"p", salt=b"s", iterations=3).hex())
for bad in (lambda: hashlib.pbkdf2_hmac("sha256", b"p", b"s", 0),
            lambda: hashlib.pbkdf2_hmac("sha256", b"p", b"s", 1, 0),
            lambda: hashlib.pbkdf2_hmac("nosuch", b"p", b"s", 1),
            lambda: hashlib.pbkdf2_hmac("sha256", "p", b"s", 1)):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e), e)

key = b"key"
msg = b"The quick brown fox jumps over the lazy dog"
print(hmac.new(key, msg, hashlib.sha256).hexdigest())
print(hmac.new(key, msg, "md5").hexdigest(), hmac.new(key, msg, digestmod="sha1").hexdigest())
print(hmac.digest(key, msg, "sha512").hex()[:40])
m = hmac.new(b"k" * 200, digestmod=hashlib.sha256)
m.update(b"abc")
m2 = m.copy()
m2.update(b"def")
print(m.hexdigest(), m2.hexdigest(), m.digest_size, m.block_size, m.name)
print(hmac.new(key, msg, hashlib.blake2b).hexdigest()[:32], hmac.new(key, msg, "sha3_256").hexdigest())
print(hmac.compare_digest(b"abc", b"abc"), hmac.compare_digest(b"abc", b"abd"),
      hmac.compare_digest("abc", "abc"), hmac.compare_digest(b"a", b"ab"))
sig = hmac.new(b"secret", b"payload", hashlib.sha256).hexdigest()
print(hmac.compare_digest(sig, hmac.new(b"secret", b"payload", hashlib.sha256).hexdigest()))
for bad in (lambda: hmac.new(key, msg), lambda: hmac.new("str", msg, "sha256"),
            lambda: hmac.compare_digest("a", b"a")):
    try:
        bad()
    except TypeError as e:
        print(type(e), e)
