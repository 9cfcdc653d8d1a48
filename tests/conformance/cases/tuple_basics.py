# Tuples: literals, singletons, immutability.
t = (1, "a", 2.5)
print(t, len(t), t[0], t[-1], t[1:], (), (1,), 1, (1), tuple("ab"), tuple([1, 2]), tuple(range(3)))
x = 1, 2, 3
print(x, type(x), x.count(2), x.index(3), (1, 2) + (3,), (0,) * 3, 2 in x)
try:
    t[0] = 5
except TypeError as e:
    print(type(e), e)
try:
    x.index(9)
except ValueError as e:
    print(type(e), e)
try:
    t[5]
except IndexError as e:
    print(type(e), e)
