from functools import reduce, partial, lru_cache, wraps, cmp_to_key, total_ordering
import functools
import operator

print(reduce(operator.mul, range(1, 8)), reduce(lambda a, b: a + b, ["a", "b", "c"], ">"))

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(80), fib.cache_info())

def log_calls(func):
    @wraps(func)
    def wrapper(*args, **kwargs):
        print(f"calling {func.__name__} with {args} {kwargs}")
        return func(*args, **kwargs)
    return wrapper

@log_calls
def add(a, b=0):
    """Add two numbers."""
    return a + b

print(add(2, b=3), add.__name__, add.__doc__)
pow2 = partial(pow, 2)
print(pow2(10), partial(int, base=16)("ff"))

def compare(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)

print(sorted(["bb", "a", "ccc", "ab"], key=cmp_to_key(compare)))

@total_ordering
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __eq__(self, other):
        return self.cents == other.cents
    def __lt__(self, other):
        return self.cents < other.cents
    def __repr__(self):
        return f"Money({self.cents})"

print(Money(5) >= Money(3), Money(2) > Money(9), max([Money(1), Money(7), Money(3)]))
print(functools.reduce(max, [3, 9, 2]))
