# expect: ok | error RecursionError | memory MemoryError | recursion
# Suspended generators that each delegate to the next, still held by a global at exit:
# closing the outermost one closes the chain, which must not overflow the C stack.
def wrap(g):
    yield from g
g = iter([1])
for _ in range(900):
    g = wrap(g)
print(next(g))
chain = [g]
for _ in range(10 ** 4):
    chain = [wrap(iter(chain))]
