# list() from any iterable.
print(list(), list("abc"), list((1, 2)), list(range(3)), list({"a": 1, "b": 2}), list({3: 0}.values()), list(x for x in "hi"))
print(list(map(int, "123")), list(enumerate("ab")), list(zip("ab", [1, 2])), list(reversed([1, 2, 3])))
try:
    list(5)
except TypeError as e:
    print(type(e), e)
