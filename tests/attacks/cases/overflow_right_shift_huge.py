# expect: ok
# A huge right shift is just 0 or -1.
assert 12345 >> 2 ** 64 == 0
assert -12345 >> 2 ** 64 == -1
assert (2 ** 1000) >> (2 ** 100) == 0
print("ok")
