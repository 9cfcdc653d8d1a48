# Functions returning tuples, swapping.
def minmax(xs):
    return min(xs), max(xs)
lo, hi = minmax([3, 9, 1])
print(lo, hi, minmax("hello"))
a, b = 1, 2
a, b = b, a
print(a, b)
a, b, c = "xyz"
print(a, b, c)
