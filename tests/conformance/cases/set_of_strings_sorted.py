# Sets of strings are only ever printed sorted (their order depends on the string hash).
s = set("hello world".split() + ["hello", "again"])
print(sorted(s), len(s), "world" in s)
print(sorted({"b", "a"} | {"c"}), sorted({w.upper() for w in s}))
