# Reading slices of lists.
a = list(range(10))
print(a[2:5], a[:3], a[7:], a[-3:], a[::2], a[::-1], a[8:2:-3], a[100:], a[-100:2], a[5:5])
print(a[slice(2, None)], a[:], a[:] is a, a[::-1][::-1] == a)
