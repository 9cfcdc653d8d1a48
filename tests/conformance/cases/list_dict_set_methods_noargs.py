# list, dict, set and frozenset methods without parameters refuse arguments (METH_NOARGS).
calls = [
    lambda: [].copy(1),
    lambda: [1].clear(1),
    lambda: [1, 2].reverse(1),
    lambda: [].copy(x=1),
    lambda: {}.copy(1),
    lambda: {}.keys(1),
    lambda: {}.values(1),
    lambda: {}.items(1),
    lambda: {1: 2}.popitem(1),
    lambda: {1: 2}.clear(1),
    lambda: set().copy(1),
    lambda: {1}.clear(1),
    lambda: {1}.pop(1),
    lambda: frozenset().copy(1),
    lambda: list.copy([1], 2),
    lambda: dict.keys(),
]
for call in calls:
    try:
        print(repr(call()))
    except TypeError as e:
        print("TypeError:", e)
l = [1, 2]
l.reverse()
d = {1: 2, 3: 4}
print(l, l.copy(), list(d.keys()), list(d.values()), list(d.items()), d.popitem(), d)
s = {5}
print(s.copy(), s.pop(), s, frozenset({1}).copy())
