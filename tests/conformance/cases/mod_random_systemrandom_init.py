# SystemRandom is built by Random's constructor: Random.__init__'s signature and messages
import random


def show(f, *a, **k):
    try:
        r = f(*a, **k)
        print(type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)


for cls in (random.Random, random.SystemRandom):
    show(cls)
    show(cls, 5)
    show(cls, x=5)
    show(cls, 1, 2, 3)
    show(cls, *range(20))
    show(cls, y=3)
    show(cls, 1, x=2)
    show(cls, 1, **{str(i): i for i in range(20)})
s = random.SystemRandom(42)
print(s.seed(1), 0 <= s.random() < 1, len(s.randbytes(5)), s.getrandbits(0))
show(s.getstate)
show(s.setstate, None)
print(random.Random(x="seed").random() == random.Random("seed").random())
