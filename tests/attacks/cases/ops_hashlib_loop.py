# expect: ops
# imports: hashlib
# Hashing is charged by size: an endless hashing loop runs out of operations.
import hashlib
h = hashlib.sha256()
block = b"x" * 1000000
while True:
    h.update(block)
