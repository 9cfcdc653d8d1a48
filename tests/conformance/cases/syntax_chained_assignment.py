# Chained assignment evaluates the value once and assigns left to right.
x = y = z = 5
print(x, y, z)
a = b = []
a.append(1)
print(b)
lst = [0, 0, 0]
i = 0
i = lst[i] = 2
print(i, lst)
