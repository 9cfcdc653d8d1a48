# expect: error RecursionError | recursion
# Recursion through sorted(key=...).
def k(x):
    return sorted([x], key=k)
k(1)
