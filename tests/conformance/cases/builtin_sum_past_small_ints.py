# sum() adds small ints unboxed: a sum that leaves the 63-bit range must count each item once
x = 2**62 - 1
print(sum([x, x, x]), x + x + x)
print(sum([10**18] * 10), sum([-2**62, -2**62, -2**62]))
print(sum([x, 1, -1, 5]), sum(range(2**61, 2**61 + 5)))
print(sum([x * x, x]), sum([1, 2, 3], x))
