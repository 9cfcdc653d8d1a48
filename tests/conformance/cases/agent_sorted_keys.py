from operator import itemgetter, attrgetter

people = [
    {"name": "Zoe", "age": 28, "dept": "eng"},
    {"name": "adam", "age": 35, "dept": "ops"},
    {"name": "Bea", "age": 28, "dept": "eng"},
    {"name": "Carl", "age": 19, "dept": "ops"},
]
print([p["name"] for p in sorted(people, key=itemgetter("age", "name"))])
print([p["name"] for p in sorted(people, key=lambda p: p["name"].lower())])
print([p["name"] for p in sorted(people, key=lambda p: (-p["age"], p["name"]))])
print(sorted(["b10", "a2", "b9", "a10"], key=lambda s: (s[0], int(s[1:]))))
scores = {"x": 3, "y": 9, "z": 1}
print(sorted(scores, key=scores.__getitem__), max(scores, key=scores.get))
print(sorted(scores.items(), key=itemgetter(1), reverse=True))
words = "the Quick brown fox Jumps".split()
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len))
class P:
    def __init__(self, n, a): self.n, self.a = n, a
    def __repr__(self): return f"P({self.n!r}, {self.a})"
ps = [P("x", 3), P("y", 1), P("z", 2)]
print(sorted(ps, key=attrgetter("a")), min(ps, key=lambda p: p.a))
data = [3, 1, 2]
data.sort(reverse=True)
print(data, sorted("hello"), sorted((1, -2, 3), key=abs))
stable = sorted([(1, "b"), (0, "a"), (1, "a"), (0, "b")], key=lambda t: t[0])
print(stable)
