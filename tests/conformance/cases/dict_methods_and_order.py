# dict methods, insertion order, and views.
d = {"b": 2, "a": 1}
d["c"] = 3
d["b"] = 20
print(d, list(d), list(d.values()), list(d.items()))
print(d.get("z"), d.get("z", 0), d.setdefault("a", 9), d.setdefault("n", []), d)
print(d.pop("n"), d.pop("zz", "dflt"), d.popitem(), d)
d.update({"x": 1}, y=2)
d.update([("z", 3)])
print(d, len(d), "x" in d, "q" not in d)
print(dict(zip("abc", [1, 2, 3])), dict([("k", "v")], extra=1), dict.fromkeys(range(3), "v"))
e = d.copy()
e.clear()
print(e, d == dict(d), {1: "a"} == {1.0: "a"}, {True: 1, 1: 2})
counts = {}
for w in "the cat the hat the end".split():
    counts[w] = counts.get(w, 0) + 1
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
nested = {"a": {"b": {"c": 1}}}
nested["a"]["b"]["d"] = 2
print(nested, nested["a"]["b"].keys() & {"c", "x"}, list(reversed({"p": 1, "q": 2})))
del d["x"]
print(d, {k: v for k, v in sorted(d.items())})
