# Dict comprehensions.
print({x: x * x for x in range(5)}, {v: k for k, v in {"a": 1, "b": 2}.items()})
print({c: i for i, c in enumerate("abca")}, {k: v for k, v in zip("xyz", range(3)) if v})
print({(i, j): i * j for i in range(2) for j in range(2)})
