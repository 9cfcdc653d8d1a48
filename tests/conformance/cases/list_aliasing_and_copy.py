# Aliasing and shallow copies.
a = [[1, 2], [3, 4]]
b = a
c = a[:]
d = list(a)
a.append([5])
a[0].append(99)
print(a, b, c, d, b is a, c is a, c[0] is a[0])
grid = [[0] * 3] * 3
grid[0][0] = 1
print(grid)
grid2 = [[0] * 3 for _ in range(3)]
grid2[0][0] = 1
print(grid2)
