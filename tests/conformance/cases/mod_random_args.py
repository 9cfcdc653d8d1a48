import random
def attempt(f):
    try:
        print(f())
    except (TypeError, ValueError, NotImplementedError) as e:
        print(type(e).__name__, e)
r = random.Random(5)
for f in (random.random, r.random):
    attempt(lambda: f(1)); attempt(lambda: f(x=1))
for f in (random.getrandbits, r.getrandbits):
    attempt(lambda: f()); attempt(lambda: f(1, 2)); attempt(lambda: f(k=3)); attempt(lambda: f(1.5)); attempt(lambda: f(-1))
print(r.random(), r.getrandbits(70), random.Random(1).getrandbits(0))
print(random.Random, random.SystemRandom, random.Random.__name__, random.Random.__module__, random.SystemRandom.__module__, isinstance(random.SystemRandom(), random.Random))
s = random.SystemRandom(); attempt(lambda: s.getstate()); print(s.seed(1, 2, x=3))
attempt(lambda: random.Random(1, 2)); attempt(lambda: random.Random(x=3).random())
random.seed(3); print(random.random(), random.randint(1, 10), random.choice('abc'))
attempt(lambda: random.randint(1)); attempt(lambda: random.seed(1, 2, 3))
