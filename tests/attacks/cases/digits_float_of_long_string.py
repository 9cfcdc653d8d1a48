# expect: ok
# float() of a 10**6-digit string is linear and just gives inf.
assert float("1" * 10 ** 6) == float("inf")
print("ok")
