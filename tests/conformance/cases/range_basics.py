# range objects: repr, len, indexing, slicing, membership.
r = range(2, 20, 3)
print(r, list(r), len(r), r[0], r[-1], r[1:3], r[::-1], list(r[::-1]), 5 in r, 6 in r, r.index(11), r.count(8))
print(range(5), range(0), list(range(5, 0, -1)), list(range(-3)), len(range(10, 0, -3)), list(range(0, 10, 4)))
print(range(3) == range(0, 3), range(0) == range(2, 2), list(range(10 ** 20, 10 ** 20 + 2)), range(10 ** 20)[-1])
print(r.start, r.stop, r.step, bool(range(0)), max(range(7)), sum(range(101)))
try:
    range(1, 2, 0)
except ValueError as e:
    print(type(e), e)
try:
    r[100]
except IndexError as e:
    print(type(e), e)
try:
    range(1.5)
except TypeError as e:
    print(type(e), e)
