# expect: ok
# Self-containing containers print with [...] and {...}: no recursion error.
a = [1]
a.append(a)
d = {}
d["d"] = d
assert repr(a) == "[1, [...]]"
assert repr(d) == "{'d': {...}}"
assert str([a, d]) == "[[1, [...]], {'d': {...}}]"
print("ok")
