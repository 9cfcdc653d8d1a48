a = {1, 2, 3, 4, 5}
b = {4, 5, 6, 7}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.issubset({1, 2, 3, 4, 5, 6}), a.isdisjoint({9}), {1, 2} < a, a >= {1})
skills = {"ann": {"py", "sql"}, "bob": {"js", "py"}, "cy": {"go"}}
everyone = set.union(*skills.values())
common = set.intersection(*[s for s in skills.values() if s])
print(sorted(everyone), common)
seen = set()
dups = []
for x in [3, 1, 3, 2, 1, 5]:
    if x in seen:
        dups.append(x)
    seen.add(x)
print(dups, sorted(seen))
s = {10, 20}
s.discard(30)
s.add(30)
s.update([40, 50])
s.remove(10)
print(sorted(s), len(s), frozenset([1, 2]) | {3})
try:
    s.remove(99)
except KeyError as e:
    print("KeyError", e)
words = ["apple", "Apple", "APPLE", "pear"]
print(sorted({w.lower() for w in words}), len(set(map(str.lower, words))))
print(list(dict.fromkeys([3, 1, 3, 2, 1])))
