# randrange picks istart + istep * randbelow(n) for every step, 1 included: seeded streams
import random

r = random.Random(12345)
out = []
for args in [(10,), (3, 10), (3, 10, 1), (3, 10, 2), (10, 3, -1), (10, 3, -3), (-5, 5, 4),
             (0, 10**30, 7), (10**20, 10**20 + 5), (5, 6), (5, 6, 5), (0, 1, -1), (2, 2),
             (0, 10, 0), (1.0, 5.0), (True, 9, True)]:
    try:
        out.append([r.randrange(*args) for _ in range(5)])
    except Exception as e:
        out.append("%s %s" % (type(e).__name__, e))
for o in out:
    print(o)
print([r.randint(-3, 3) for _ in range(10)])
print(r.random())
