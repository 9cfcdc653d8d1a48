import functools
from functools import cache, lru_cache


@lru_cache(maxsize=2)
def sq(x):
    print('computing', x)
    return x * x


print(sq(1), sq(2), sq(1), sq(3), sq(2), sq(1))
print(sq.cache_info())
sq.cache_clear()
print(sq.cache_info(), sq.cache_parameters())


@lru_cache
def f2(x, y=1):
    return x + y


print(f2(1), f2(1), f2(x=1), f2(1.0), f2(True), f2(1, 1), f2(1, y=1))
print(f2.cache_info(), getattr(f2, '__name__'))


@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(90), fib.cache_info())


@lru_cache(maxsize=None)
def count_paths(r, c):
    if r == 0 or c == 0:
        return 1
    return count_paths(r - 1, c) + count_paths(r, c - 1)


print(count_paths(16, 16), count_paths.cache_info())


@lru_cache(maxsize=0)
def nocache(x):
    return -x


print(nocache(1), nocache(1), nocache.cache_info())


@lru_cache(typed=True)
def typed(x):
    return x


print(typed(1), typed(1.0), typed(1), typed.cache_info())
print(lru_cache(maxsize=-5)(abs).cache_info())


class Grid:
    def __init__(self, w):
        self.w = w

    @lru_cache(maxsize=None)
    def area(self, h):
        print('area', h)
        return self.w * h


g = Grid(3)
print(g.area(2), g.area(2), g.area(4), Grid.area.cache_info())


@functools.lru_cache(100)
def slow(a, b=0):
    return a * 10 + b


print([slow(i % 3, b=i % 2) for i in range(8)], slow.cache_info())
try:
    sq([1])
except TypeError as e:
    print('TypeError', e)
try:
    lru_cache(maxsize='x')
except TypeError as e:
    print('TypeError', e)
print(sq.cache_info())
