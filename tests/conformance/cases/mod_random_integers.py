import random
random.seed(2023)
print([random.randint(1, 6) for _ in range(20)])
print([random.randrange(10) for _ in range(10)])
print([random.randrange(5, 50, 5) for _ in range(10)])
print([random.randrange(100, 0, -7) for _ in range(10)])
print(random.randrange(-10 ** 20, 10 ** 20), random.randrange(2 ** 70), random.randrange(1, 2 ** 64, 3))
print(random.randint(-(2 ** 80), 2 ** 80), random.randint(5, 5))
print([random.getrandbits(k) for k in (0, 1, 5, 31, 32, 33, 63, 64, 65, 100)])
print(random.getrandbits(1000) % 1000003)
print(random.randbytes(0), random.randbytes(1), random.randbytes(3), random.randbytes(4), random.randbytes(9))
print(sum(random.randint(1, 100) for _ in range(1000)))
counts = [0] * 6
for _ in range(600):
    counts[random.randrange(6)] += 1
print(counts)
