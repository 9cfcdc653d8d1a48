# expect: error RecursionError | recursion
# A chain of 100,000 generator expressions, each resumed inside the next on one C stack.
g = iter([1])
for _ in range(100000):
    g = (x for x in g)
print(next(g))
