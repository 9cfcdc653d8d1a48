import random
random.seed(12345)
# Monte Carlo estimate of pi
inside = 0
for _ in range(20000):
    x, y = random.random(), random.random()
    if x * x + y * y <= 1.0:
        inside += 1
print(inside, 4 * inside / 20000)
# random walk
pos, path = 0, []
for _ in range(30):
    pos += random.choice([-1, 1])
    path.append(pos)
print(path)
# dice histogram
hist = {}
for _ in range(2000):
    s = random.randint(1, 6) + random.randint(1, 6)
    hist[s] = hist.get(s, 0) + 1
print(sorted(hist.items()))
# random passwords
chars = "abcdefghijklmnopqrstuvwxyz0123456789"
print(["".join(random.choices(chars, k=10)) for _ in range(3)])
# bootstrap mean
data = [random.gauss(50, 10) for _ in range(100)]
means = []
for _ in range(50):
    sample = random.choices(data, k=len(data))
    means.append(sum(sample) / len(sample))
means.sort()
print(round(means[2], 6), round(means[47], 6))
teams = list("ABCDEFGH")
random.shuffle(teams)
print([teams[i:i + 2] for i in range(0, 8, 2)])
