# Equality ignores order; keys can be any hashable.
print({"a": 1, "b": 2} == {"b": 2, "a": 1}, {1: "a"} == {1.0: "a"}, {} == dict())
d = {None: 0, True: 1, (1, 2): 2, "s": 3, 2.5: 4, frozenset([1]): 5, -1: 6}
print(d[None], d[1], d[(1, 2)], d[2.5], d[frozenset({1})], d[-1], len(d))
print(list(d.items()))
