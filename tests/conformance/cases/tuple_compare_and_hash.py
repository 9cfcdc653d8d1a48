# Tuples compare lexicographically and can be dict keys.
print((1, 2) < (1, 3), (1, 2) < (1, 2, 0), (2,) > (1, 9), (1, "a") == (1, "a"), () < (0,))
d = {(0, 0): "origin", (1, 2): "p"}
print(d[(1, 2)], d[0, 0], (1, 2) in d, sorted(d))
try:
    {([1], 2): 3}
except TypeError as e:
    print(type(e), e)
print(hash((1, 2)) == hash((1, 2)), hash(()) == hash(()))
