# expect: error RecursionError | recursion
# Recursion through a native builtin (map + list) adds C frames per level.
def f(x):
    return list(map(f, [x]))
f(1)
