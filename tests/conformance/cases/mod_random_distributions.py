import random
random.seed(314)
print(random.uniform(1, 10), random.uniform(-5.5, 5.5), random.uniform(10, 1), random.uniform(3, 3))
print(random.triangular(), random.triangular(0, 10), random.triangular(0, 10, 9), random.triangular(5, 5, 5))
print(random.gauss(), random.gauss(100, 15), random.gauss(100, 15), random.gauss(mu=1, sigma=0.1))
print(random.normalvariate(), random.normalvariate(10, 2), random.lognormvariate(0, 0.5))
print(random.expovariate(1.5), random.expovariate(0.1))
print(random.vonmisesvariate(0, 0), random.vonmisesvariate(1, 4), random.vonmisesvariate(-2, 0.5))
print(random.gammavariate(0.5, 1), random.gammavariate(1, 2), random.gammavariate(3.5, 0.5), random.gammavariate(100, 1))
print(random.betavariate(2, 5), random.betavariate(0.5, 0.5), random.betavariate(1, 1))
print(random.paretovariate(2.5), random.weibullvariate(1.5, 2))
xs = [random.gauss(0, 1) for _ in range(1000)]
print(round(sum(xs) / len(xs), 6), round(max(xs), 6), round(min(xs), 6))
print([round(random.random(), 3) for _ in range(8)])
