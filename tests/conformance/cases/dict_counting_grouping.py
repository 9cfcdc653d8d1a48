# Common idioms: counting, grouping, inverting.
words = ["apple", "bob", "cat", "axe", "bee", "crow", "ant"]
groups = {}
for w in words:
    groups.setdefault(w[0], []).append(w)
print(groups)
lengths = {}
for w in words:
    lengths[len(w)] = lengths.get(len(w), 0) + 1
print(lengths, sorted(lengths.items()), max(lengths, key=lengths.get))
inverse = {}
for k, v in {"a": 1, "b": 2, "c": 1}.items():
    inverse.setdefault(v, []).append(k)
print(inverse)
