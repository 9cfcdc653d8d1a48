# expect: ops
# Three-argument pow is charged per bit of the exponent, on numbers the modulus' size.
while True:
    pow(12345, 10 ** 30, 10 ** 3000 - 1)
