import hashlib
for name in ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha3_256', 'sha3_512']:
    h = getattr(hashlib, name)(b'hello')
    print(name, h.hexdigest(), h.digest_size, h.block_size, h.name)
h = hashlib.sha256()
h.update(b'hello ')
print(h.hexdigest())
h.update(b'world')
print(h.hexdigest(), h.digest()[:4])
c = h.copy()
c.update(b'!')
print(h.hexdigest() == hashlib.sha256(b'hello world').hexdigest(), c.hexdigest())
print(hashlib.new('SHA1', b'x').hexdigest(), hashlib.new('md5').hexdigest(), hashlib.new('sha3-256', b'').hexdigest())
print(hashlib.md5(string=b'abc').hexdigest(), hashlib.sha1(b'abc', usedforsecurity=False).hexdigest())
print(hashlib.new('ripemd160', b'abc').hexdigest() if 'ripemd160' in hashlib.algorithms_available else None)
try:
    hashlib.sha256('text')
except TypeError as e:
    print(e)
try:
    hashlib.new('nope')
except ValueError as e:
    print(e)
print(sorted(hashlib.algorithms_guaranteed & {'md5', 'sha256'}))
print(hashlib.sha256('héllo'.encode()).hexdigest())
print(hashlib.md5(b'a' * 1000).hexdigest())
