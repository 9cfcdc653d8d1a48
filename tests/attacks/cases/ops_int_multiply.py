# expect: ok | ops
# Big multiplications are charged by size; a fast bigint finishes.
x = 7 ** (10 ** 6)
for _ in range(10):
    y = x * x
print("done")
