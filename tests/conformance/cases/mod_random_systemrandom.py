import random

r = random.SystemRandom()
print(isinstance(r, random.Random), isinstance(r, random.SystemRandom))
vals = [r.random() for _ in range(200)]
print(all(0.0 <= v < 1.0 for v in vals), len(set(vals)) > 190)
print(all(1 <= r.randint(1, 6) <= 6 for _ in range(100)), r.randrange(10, 20, 5) in (10, 15))
print(r.choice("abc") in "abc", sorted(r.sample(range(10), 10)) == list(range(10)))
items = list(range(20))
r.shuffle(items)
print(sorted(items) == list(range(20)), len(r.choices("xy", k=5)), 0 <= r.getrandbits(8) < 256)
print(len(r.randbytes(16)), type(r.uniform(1, 2)), 1 <= r.uniform(1, 2) <= 2, type(r.gauss(0, 1)))
print(r.seed(42), r.seed())
for bad in (r.getstate, lambda: r.setstate(None)):
    try:
        bad()
    except NotImplementedError as e:
        print(type(e), e)
try:
    r.choice([])
except IndexError as e:
    print(type(e), e)
print(r.getrandbits(0), len({random.SystemRandom().getrandbits(64) for _ in range(20)}) == 20)
