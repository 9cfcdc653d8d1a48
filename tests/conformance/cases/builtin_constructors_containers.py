# str/list/tuple/dict/set/frozenset/bytes constructors.
print(str(), list(), tuple(), dict(), set(), frozenset(), bytes())
print(str(123), list("ab"), tuple([1]), dict(a=1), set([1, 1, 2]), frozenset((3, 3)), bytes([1, 2]), bytes(2))
print(list({1: "a"}), tuple({1: "a"}.items()), set({5: 0}), dict([(1, 2)]), list(range(3)), tuple(x for x in "hi"))
