# expect: ok | error RecursionError | memory MemoryError | recursion
# Suspended generators that each hold the next one.
def wrap(g):
    yield from g
g = iter([1])
for _ in range(10 ** 5):
    g = wrap(g)
g = None
print("freed")
