# Unpacking targets inside comprehensions.
points = [(1, 2), (3, 4), (5, 6)]
print([x + y for x, y in points], [(y, x) for x, y in points], [a for a, *_ in [(1, 2, 3), (4,)]])
print({name: score for name, score in [("a", 1), ("b", 2)]}, [n for (n, _), _ in [((1, 2), 3)]])
