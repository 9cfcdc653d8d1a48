# expect: ok
# range over values beyond 64 bits.
r = range(2 ** 64)
assert r[-1] == 2 ** 64 - 1
assert r[2 ** 63] == 2 ** 63
assert 2 ** 63 + 5 in r
assert range(2 ** 70, 2 ** 70 + 3)[1] == 2 ** 70 + 1
print("ok")
