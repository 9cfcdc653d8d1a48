# frozenset is hashable and immutable.
f = frozenset([3, 1, 2])
print(f, len(f), 1 in f, f | {9}, f & {1, 5}, type(f | {9}), type({9} | f))
d = {f: "frozen"}
print(d[frozenset({1, 2, 3})], {frozenset(), frozenset([1])} == {frozenset([1]), frozenset()})
try:
    f.add(4)
except AttributeError as e:
    print(type(e), e)
try:
    {{1}}
except TypeError as e:
    print(type(e), e)
print(frozenset(), frozenset(range(3)) == {0, 1, 2})
