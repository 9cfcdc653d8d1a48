# get/pop defaults and in with various key types.
d = {0: "zero", "": "empty", (): "unit"}
print(d.get(0), d.get(False), d.get(0.0), d.get(""), d.get(()), d.get(None, "none"), False in d, 0.0 in d)
