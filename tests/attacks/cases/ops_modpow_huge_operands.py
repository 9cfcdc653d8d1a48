# expect: ok | ops
# Modular exponentiation with 33,000-bit operands.
m = 10 ** 10000 + 1
print(pow(10 ** 10000 - 7, 10 ** 10000, m) % 1000)
