import hashlib
import json
record = {"user": "ann", "items": [3, 1, 2]}
blob = json.dumps(record, sort_keys=True).encode("utf-8")
print(hashlib.sha256(blob).hexdigest())
print(hashlib.md5(blob).digest().hex())
names = ["alice", "bob", "carol", "dave"]
buckets = {n: int(hashlib.sha1(n.encode()).hexdigest(), 16) % 3 for n in names}
print(buckets)
h = hashlib.new("sha256")
for part in (b"a", b"b", b"c"):
    h.update(part)
print(h.hexdigest() == hashlib.sha256(b"abc").hexdigest(), h.name, h.digest_size, h.block_size)
print(hashlib.sha512(b"").hexdigest()[:20], hashlib.sha1().hexdigest())
print(hashlib.md5(b"x" * 100000).hexdigest())
print(len(hashlib.sha3_256(b"q").digest()), hashlib.new("MD5", b"1").hexdigest())
for bad in ["blake3", "sha257"]:
    try:
        hashlib.new(bad)
    except ValueError as e:
        print("ValueError", e)
