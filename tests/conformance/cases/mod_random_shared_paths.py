# paths that share helpers in mod_random.c: cumulative-weight checks and picks, randrange
# reached from randint and sample reached with counts, quoted values in messages, overflows
import random
import statistics


def show(f, *a, **k):
    try:
        print(f(*a, **k))
    except Exception as e:
        print(type(e).__name__, e)


r = random.Random(7)
show(r.randint, 3, 9)
show(r.randint, 5, 4)
show(r.randint, 1.0, 3)
show(r.randrange, 10)
show(r.randrange, 0, 10, 3)
show(r.randrange, 5, 5)
show(r.sample, ["a", "b", "c"], 4, counts=[1, 2, 1])
show(r.sample, ["a", "b", "c"], 2, counts=[1, 2])
show(r.sample, [], 0, counts=[])
show(r.sample, ["a"], 1, counts=[1.5])
show(r.sample, ["a", "b"], 1, counts=[0, 0])
show(r.choices, "abc", [1, 2, 3], k=5)
show(r.choices, "abc", cum_weights=[1, 2], k=2)
show(r.choices, "", [], k=1)
show(r.choices, "abc", 3)
show(r.choices, "abc", "xyz")
show(r.setstate, ("x", (), None))
show(r.setstate, ([1], (), None))
show(r.lognormvariate, 1000.0, 1.0)
show(r.paretovariate, 1e-300)
print(repr(random.Random())[:25], repr(random.SystemRandom())[:31])
show(statistics.quantiles, [1, 2, 3], method="middle")
show(statistics.quantiles, [1, 2, 3], method=3)
