import random
# CPython's Mersenne Twister streams for every kind of seed
for s in [0, 1, 42, -42, 12345678901234567890, 2 ** 100, 2 ** 32 - 1, 2 ** 32, True, 3.5, -0.25, "hello", "", "héllo wörld", b"bytes", b""]:
    random.seed(s)
    print(repr(s), random.random(), random.getrandbits(32), random.randint(0, 10 ** 12))
random.seed(42)
print([random.random() for _ in range(5)])
random.seed(42, version=2)
print(random.random())
random.seed("abc", version=2)
print(random.random())
r = random.Random(99)
print(r.random(), r.random())
r.seed(99)
print(r.random())
print(random.Random(7).random() == random.Random(7).random())
random.seed(10)
first = [random.random() for _ in range(700)]
print(first[623], first[624], first[699])
