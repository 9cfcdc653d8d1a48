# Loops over ranges with steps and reversed.
for i in range(10, 0, -3):
    print(i, end=" ")
print()
for i in reversed(range(4)):
    print(i, end=" ")
print()
print([i for i in range(-5, 5, 2)], list(range(1, 2, -1)), list(reversed(range(1, 10, 4))))
