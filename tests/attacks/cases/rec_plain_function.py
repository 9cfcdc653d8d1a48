# expect: error RecursionError | recursion
# Unbounded recursion must stop at the call-depth limit, never overflow the C stack.
def f(n):
    return f(n + 1)
f(0)
