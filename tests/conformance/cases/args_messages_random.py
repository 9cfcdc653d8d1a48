# The argument binder on random's methods: a Python function's words, self counted, from
# the module's functions as from a Random instance
import random

def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

r = random.Random(5)
for label, f in [
    ("randint1", lambda: random.randint(1)), ("randint3", lambda: random.randint(1, 2, 3)),
    ("randint kw", lambda: r.randint(a=1, b=1)), ("randint x", lambda: r.randint(1, 2, x=3)),
    ("randint dup", lambda: r.randint(1, a=2)),
    ("choice0", lambda: random.choice()), ("choices k", lambda: len(r.choices("ab", k=3))),
    ("choices kwonly", lambda: r.choices("ab", None, None, 3)),
    ("sample0", lambda: r.sample()), ("seed3", lambda: r.seed(1, 2, 3)),
    ("seed float version", lambda: random.seed(1, 1.5)),
    ("getstate1", lambda: r.getstate(1)), ("setstate0", lambda: r.setstate()),
    ("randrange0", lambda: r.randrange()), ("randrange kw", lambda: r.randrange(start=3)),
    ("shuffle2", lambda: r.shuffle([], 1)), ("uniform1", lambda: r.uniform(1)),
    ("triangular kw", lambda: r.triangular(low=1, high=1)),
    ("normalvariate x", lambda: r.normalvariate(x=1)), ("gauss3", lambda: r.gauss(1, 2, 3)),
    ("expovariate0", lambda: r.expovariate()), ("betavariate1", lambda: r.betavariate(1)),
    ("paretovariate kw", lambda: r.paretovariate(alpha=1) >= 1),
    ("weibullvariate x", lambda: r.weibullvariate(1, 2, x=1)),
    ("randbytes0", lambda: r.randbytes()),
]:
    t(label, f)
