# Set comprehensions and order-preserving dedupe with a seen-set.
print({x % 5 for x in range(20)}, {x * x for x in [-2, -1, 0, 1, 2]})
words = ["b", "a", "b", "c", "a"]
seen = set()
out = []
for w in words:
    if w not in seen:
        seen.add(w)
        out.append(w)
print(out, sorted(seen), len(seen), sorted(set("mississippi")))
