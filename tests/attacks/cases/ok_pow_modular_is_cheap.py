# expect: ok
# Three-argument pow stays small: it must not be refused as if it were 3 ** 10**10.
assert pow(2, 10 ** 10, 10 ** 9 + 7) == 291251492
assert pow(3, 10 ** 18, 1000) == pow(3, 10 ** 18 % 100 + 100, 1000)
print("ok")
