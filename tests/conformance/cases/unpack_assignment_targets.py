# Unpacking in assignments.
a, b = 1, 2
(c, d), e = (3, 4), 5
[f, g] = "fg"
h, = [6]
i, *j = [1, 2, 3]
*k, l = range(4)
m, *n, o = "abcdef"
p, *q = [1]
print(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q)
(r, *s), t = "xyz", 9
print(r, s, t)
x = y = z = [0]
x.append(1)
print(x, y is z)
u, v = v, u = 1, 2
print(u, v)
