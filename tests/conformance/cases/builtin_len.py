# len of many things.
print(len(""), len("héllo"), len([1, 2]), len((1,)), len({"a": 1}), len({1, 2, 3}), len(range(0, 100, 7)), len(b"ab"), len(frozenset()), len({}.keys()))
try:
    len(5)
except TypeError as e:
    print(type(e), e)
try:
    len(iter([1]))
except TypeError as e:
    print(type(e), e)
