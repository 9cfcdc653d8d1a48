import hashlib
print(hashlib.sha256(b'').hexdigest())
print(hashlib.md5(b'The quick brown fox jumps over the lazy dog').hexdigest())
print(hashlib.sha1(b'The quick brown fox jumps over the lazy dog').hexdigest())
h = hashlib.sha512()
for chunk in [b'a', b'b' * 200, b'c' * 1000]:
    h.update(chunk)
print(h.hexdigest()[:32], len(h.digest()))
print(hashlib.sha224(b'abc').hexdigest(), hashlib.sha384(b'abc').hexdigest()[:16])
print(hashlib.sha3_224(b'abc').hexdigest(), hashlib.sha3_384(b'abc').hexdigest()[:16])
print(hashlib.new('sha512_256', b'abc').hexdigest()[:16])
m = hashlib.md5()
m.update(b'x')
d1 = m.digest()
d2 = m.digest()
print(d1 == d2, m.hexdigest())
def file_id(text):
    return hashlib.sha1(text.encode('utf-8')).hexdigest()[:8]
print([file_id(t) for t in ['a', 'b', 'ü']])
try:
    hashlib.md5().update(5)
except TypeError as e:
    print('TypeError', e)
