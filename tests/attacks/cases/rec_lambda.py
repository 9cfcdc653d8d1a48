# expect: error RecursionError | recursion
# Recursion through a lambda bound to a name.
f = lambda n: f(n + 1)
f(0)
