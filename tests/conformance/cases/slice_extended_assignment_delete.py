# Extended slices on lists.
a = list(range(10))
a[::3] = [-1] * 4
print(a)
del a[1::2]
print(a)
a[::-1] = a
print(a)
a[1:1] = [7, 7]
print(a)
