def make_counter(start=0):
    count = start
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc

c = make_counter(10)
print(c(), c(), c(5))

def memoize(fn):
    cache = {}
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper

@memoize
def slow_square(n):
    print(f"computing {n}")
    return n * n

print(slow_square(4), slow_square(4), len(slow_square.cache))

total = 0
def add_to_total(x):
    global total
    total += x
for i in range(5):
    add_to_total(i)
print(total)

def retry(times):
    def deco(fn):
        def wrapped(*a, **kw):
            last = None
            for attempt in range(1, times + 1):
                try:
                    return fn(*a, **kw)
                except ValueError as e:
                    last = e
                    print(f"attempt {attempt} failed: {e}")
            raise RuntimeError(f"gave up after {times}") from last
        return wrapped
    return deco

calls = {"n": 0}
@retry(3)
def flaky():
    calls["n"] += 1
    if calls["n"] < 3:
        raise ValueError(f"try {calls['n']}")
    return "ok"
print(flaky())
