# expect: error RecursionError | recursion
# Recursion through a comprehension.
def f(n):
    return [f(n + 1) for _ in (0,)]
f(0)
