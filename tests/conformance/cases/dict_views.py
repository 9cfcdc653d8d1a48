# keys/values/items views are live and support set operations on keys.
d = {"a": 1, "b": 2, "c": 3}
k, v, it = d.keys(), d.values(), d.items()
d["d"] = 4
print(k, v, it)
print(len(k), "a" in k, 4 in v, ("a", 1) in it, ("a", 2) in it)
print(sorted(k & {"a", "z"}), sorted(k | {"z"}), sorted(k - {"a"}), sorted(k ^ {"a", "q"}))
print(list(reversed(d)), list(reversed(d.items())), k == {"a", "b", "c", "d"})
del d["a"]
print(list(k), list(v))
