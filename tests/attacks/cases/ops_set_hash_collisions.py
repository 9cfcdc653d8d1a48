# expect: ok | ops
# The same collisions in a set built by a native call.
s = set(i * (2 ** 61 - 1) for i in range(1, 20001))
print(len(s))
