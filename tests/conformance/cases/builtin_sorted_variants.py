# sorted with key, reverse, stability and mixed numbers.
data = ["b", "A", "c", "B", "a"]
print(sorted(data), sorted(data, key=str.lower), sorted(data, key=str.lower, reverse=True), sorted(data, reverse=True))
print(sorted([3, 1.5, True, -2]), sorted("hello"), sorted({"b": 1, "a": 2}), sorted({3: 0, 1: 0}.items()))
print(sorted([(2, "b"), (1, "z"), (2, "a")], key=lambda t: t[0]), sorted([], key=len), sorted(range(5), key=lambda x: -x))
recs = [{"n": "x", "a": 3}, {"n": "y", "a": 1}, {"n": "z", "a": 3}]
print([r["n"] for r in sorted(recs, key=lambda r: r["a"], reverse=True)])
try:
    sorted([1, 2], cmp=None)
except TypeError as e:
    print(type(e), e)
