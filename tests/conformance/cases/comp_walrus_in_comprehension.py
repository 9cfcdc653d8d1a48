# Walrus inside comprehensions binds in the enclosing scope.
data = [3, 8, 1, 9, 4]
running = 0
sums = [running := running + x for x in data]
print(sums, running)
print([y for x in data if (y := x * 3) % 2 == 0], y)
