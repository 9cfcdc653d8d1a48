# Memoization with a dict default and with a global cache.
def fib(n, memo={}):
    if n in memo:
        return memo[n]
    memo[n] = n if n < 2 else fib(n - 1) + fib(n - 2)
    return memo[n]
print(fib(100), fib(200))
cache = {}
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    if (r, c) not in cache:
        cache[(r, c)] = paths(r - 1, c) + paths(r, c - 1)
    return cache[(r, c)]
print(paths(16, 16), len(cache))
