# Slice assignment can grow, shrink and replace.
a = list(range(8))
a[2:4] = ["x", "y", "z"]
print(a)
a[:0] = [-1]
print(a)
a[len(a):] = [100, 101]
print(a)
a[1:5] = []
print(a)
a[::2] = "ABCD"
print(a)
a[:] = (1, 2, 3)
print(a)
b = [0, 1, 2, 3, 4, 5]
b[5:1:-2] = ["p", "q"]
print(b)
try:
    b[::2] = [1, 2]
except ValueError as e:
    print(type(e), e)
b[1:2] = range(3)
print(b)
try:
    b[0:1] = 5
except TypeError as e:
    print(type(e), e)
