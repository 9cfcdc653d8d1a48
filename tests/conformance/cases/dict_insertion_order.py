# Dicts keep insertion order; updating a key keeps its place; deleting and re-adding moves it to the end.
d = {"b": 1, "a": 2}
d["c"] = 3
d["b"] = 10
print(d, list(d), list(d.values()), list(d.items()))
del d["b"]
d["b"] = 20
print(d)
d.pop("a")
d["a"] = 0
print(d, len(d))
print({k: None for k in "hello"}, dict.fromkeys("banana"))
