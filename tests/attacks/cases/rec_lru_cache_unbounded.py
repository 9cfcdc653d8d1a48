# expect: error RecursionError | recursion
# Unbounded recursion through an lru_cache wrapper.
# imports: functools
import functools
@functools.lru_cache(maxsize=None)
def f(n):
    return f(n + 1)
f(0)
