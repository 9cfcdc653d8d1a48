# expect: ops
# One pow() call whose work (100,000 squarings of 830,000-bit numbers) would take minutes
# in C, out of reach of the clock check between operations: refused up front.
print(pow(3, 2 ** 100000, 7 ** 300000) % 10)
