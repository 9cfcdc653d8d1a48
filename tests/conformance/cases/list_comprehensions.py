# List comprehensions with filters and nesting.
print([x * x for x in range(10) if x % 2])
print([(x, y) for x in range(3) for y in range(x)])
print([[x * y for y in range(4)] for x in range(3)])
print([c for word in ["ab", "cd"] for c in word if c != "c"])
print([x if x > 2 else -x for x in range(5)])
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(row) for row in zip(*matrix)], [v for row in matrix for v in row])
x = "outer"
print([x for x in range(3)], x)
