# expect: ok | memory MemoryError
# Freeing a 10**6-deep nested list must not recurse on the C stack (CPython's trashcan).
x = None
for _ in range(10 ** 6):
    x = [x]
del x
print("freed")
