# expect: recursion | error RecursionError
# Recursion through a lambda bound to a name.
f = lambda n: f(n + 1)
f(0)
