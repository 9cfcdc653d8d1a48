# Comprehensions: their own scope, nested loops, conditions, walrus, dict and set forms.
x = "outer"
print([x for x in range(3)], x)
print([(i, j) for i in range(3) for j in range(i)], [i * j for i in range(1, 4) if i % 2 for j in (1, 10)])
print({k: v for k, v in zip("abc", range(3)) if v}, sorted({c.upper() for c in "hello"}), {n % 3 for n in range(10)})
data = [1, 5, 2, 8, 3]
print([y for v in data if (y := v * 2) > 4], y)
print([[r * c for c in range(3)] for r in range(3)])
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(col) for col in zip(*matrix)], [v for row in matrix for v in row])
print(dict.fromkeys("ab", 0), {**{"a": 1}, "b": 2}, [*range(3), *"xy"], (*"ab",))
gen = (n * n for n in range(4))
print(next(gen), list(gen), list(gen))
names = ["b", "a", "c"]
print({i: n for i, n in enumerate(names)}, [n for n in sorted(names, reverse=True)])
print(sum([[1], [2, 3]], []), max((len(w), w) for w in ["aa", "b", "ccc"]))
