# expect: ops
# any() over a long generator that never succeeds.
print(any(x < 0 for x in range(10 ** 12)))
