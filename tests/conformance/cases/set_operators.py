# Set algebra.
a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b, [9]), a.intersection(b, {4}), a.difference(b), a.symmetric_difference(b))
print({1, 2} <= a, {1, 2} < a, a < a, a <= a, a >= {1}, a > {1, 2, 3, 4}, {5}.isdisjoint(a), {1}.issubset([1, 2]), a.issuperset([1]))
c = set(a)
c |= {7}
c &= {1, 2, 7, 8}
c -= {1}
c ^= {2, 100}
print(c)
try:
    a | [1]
except TypeError as e:
    print(type(e), e)
