# Modifying a list while iterating over a copy; index-based deletion.
a = [1, 2, 3, 4, 5, 6]
for x in a[:]:
    if x % 2 == 0:
        a.remove(x)
print(a)
b = [1, 2, 3, 4, 5, 6]
b = [x for x in b if x % 3]
print(b)
c = [1, 2, 3, 4]
for i in range(len(c) - 1, -1, -1):
    if c[i] > 2:
        del c[i]
print(c)
