# expect: recursion | error RecursionError
# Recursion through a comprehension.
def f(n):
    return [f(n + 1) for _ in (0,)]
f(0)
