from datetime import timedelta
td = timedelta(days=1, hours=2, minutes=3, seconds=4, milliseconds=5, microseconds=6, weeks=1)
print(td, repr(td), td.days, td.seconds, td.microseconds, td.total_seconds())
print(timedelta(), repr(timedelta()), timedelta(-1), repr(timedelta(seconds=-1)), timedelta(microseconds=-1))
print(timedelta(hours=36), timedelta(days=-2, hours=3), timedelta(minutes=1.5), timedelta(days=0.5), timedelta(weeks=0.1))
print(repr(timedelta(0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5)), repr(timedelta(microseconds=0.5)), repr(timedelta(microseconds=1.5)), repr(timedelta(microseconds=2.5)))
print(repr(timedelta(seconds=-0.0000005)), repr(timedelta(days=-1.5)), repr(timedelta(seconds=1e-7)), repr(timedelta(hours=1 / 3)))
a, b = timedelta(hours=5), timedelta(minutes=45)
print(a + b, a - b, b - a, -a, +a, abs(-a), a * 3, 3 * a, a * 0.25, 0.1 * a, a / 4, a / b, a // b, a % b, a // 7, divmod(a, b))
print(timedelta(seconds=1) / 3, timedelta(seconds=1) * 0.1, timedelta(seconds=1) / 0.3, timedelta(microseconds=3) / 2, timedelta(microseconds=5) / 2)
print(timedelta(microseconds=-5) / 2, timedelta(microseconds=7) // 2, timedelta(microseconds=-7) // 2, timedelta(days=1) / timedelta(hours=7))
print(a > b, a == timedelta(seconds=18000), a != b, a <= a, sorted([a, b, timedelta(0)]), bool(timedelta(0)), bool(b))
print(timedelta.min, timedelta.max, timedelta.resolution, repr(timedelta.max))
print(timedelta(days=999999999), timedelta(days=-999999999), str(timedelta(days=1, microseconds=1)), str(timedelta(days=-3, seconds=7)))
print(sum([timedelta(minutes=m) for m in range(10)], timedelta()), max(a, b), min(a, b))
print(timedelta(hours=1).total_seconds(), timedelta(microseconds=1).total_seconds(), timedelta(days=10000, microseconds=3).total_seconds())
print(hash(timedelta(hours=1)) == hash(timedelta(minutes=60)), {timedelta(1): "a"}[timedelta(hours=24)])
for args, kw in [((1e10,), {}), (("1",), {}), ((), {"x": 1}), ((1, 2, 3, 4, 5, 6, 7, 8), {}), ((999999999, 86400), {})]:
    try:
        print(timedelta(*args, **kw))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e), e)
for f in [lambda: timedelta(1) / 0, lambda: timedelta(1) // 0, lambda: timedelta(1) % timedelta(0), lambda: timedelta(1) + 1,
          lambda: timedelta(1) < 5, lambda: timedelta.max + timedelta(1), lambda: timedelta(1) * float("nan")]:
    try:
        print(f())
    except (TypeError, ValueError, OverflowError, ZeroDivisionError) as e:
        print(type(e), e)
print(timedelta(1) == 1, timedelta(1) != "x")
