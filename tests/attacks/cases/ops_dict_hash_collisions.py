# expect: ok | ops
# Ints that all hash to 0 (multiples of 2**61 - 1) make dict inserts quadratic.
keys = [i * (2 ** 61 - 1) for i in range(1, 20001)]
d = {}
for k in keys:
    d[k] = True
print(len(d))
