# del on indices and slices.
a = list(range(10))
del a[0]
print(a)
del a[-1]
print(a)
del a[2:4]
print(a)
del a[::2]
print(a)
del a[:]
print(a)
b = [1, 2, 3]
try:
    del b[5]
except IndexError as e:
    print(type(e), e)
del b[1:100]
print(b)
