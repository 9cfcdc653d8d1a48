# hash of small ints, bools, None-equality and tuples of ints; equal numbers hash equal.
print(hash(0), hash(1), hash(-1), hash(-2), hash(100), hash(True), hash(False), hash(1.0), hash(2.5) == hash(2.5))
print(hash(2 ** 61 - 1), hash(2 ** 61), hash(-(2 ** 61)), hash(10 ** 20))
print(hash((1, 2)) == hash((1, 2)), hash(None) == hash(None), hash(frozenset([1])) == hash(frozenset([1])))
try:
    hash([1])
except TypeError as e:
    print(type(e), e)
try:
    hash({})
except TypeError as e:
    print(type(e), e)
