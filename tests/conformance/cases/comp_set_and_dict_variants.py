# Set and dict comprehensions, including key collisions (last wins).
print({x % 4 for x in range(10)}, {x: x % 3 for x in range(6)}, {x % 3: x for x in range(6)})
print({(a, b) for a in range(2) for b in range(2)} == {(0, 0), (0, 1), (1, 0), (1, 1)})
