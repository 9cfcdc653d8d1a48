# get, setdefault, pop, popitem, update, copy, clear, fromkeys.
d = {"x": 1}
print(d.get("x"), d.get("y"), d.get("y", 0), d.setdefault("y", []), d.setdefault("x", 99), d)
d["y"].append(5)
print(d, d.pop("x"), d.pop("nope", "default"), d)
d.update({"a": 1}, b=2)
d.update([("c", 3)])
print(d, d.popitem(), d)
e = d.copy()
e["new"] = 1
print(d, e, dict.fromkeys(["p", "q"], 0), dict.fromkeys(range(3)))
e.clear()
print(e)
