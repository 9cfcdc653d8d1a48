from statistics import NormalDist, StatisticsError
import statistics

n = NormalDist(100, 15)
print(n, n.mean, n.stdev, n.variance, n.median, n.mode)
for x in (70, 85, 100, 115, 130.5):
    print(x, n.pdf(x), n.cdf(x), n.zscore(x))
for p in (0.001, 0.025, 0.1, 0.3, 0.5, 0.75, 0.9, 0.975, 0.999, 1e-10, 1 - 1e-12):
    print(p, n.inv_cdf(p), NormalDist().inv_cdf(p))
print(n.quantiles(), NormalDist().quantiles(10))
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)))
print(NormalDist(0, 1).overlap(NormalDist(1, 1)), NormalDist(3.2, 2.0).overlap(NormalDist(2.4, 1.6)))
print(n + 5, n - 5, n * 2, n / 2, 5 + n, 5 - n, 2 * n, -n, +n)
print(n + NormalDist(10, 20), n - NormalDist(10, 20))
print(n == NormalDist(100.0, 15.0), n == NormalDist(1, 1), n == 3)
print(hash(n) == hash(NormalDist(100, 15)))
d = NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5])
print(d, d.mean, d.stdev)
print(NormalDist.from_samples([1, 2, 3, 4, 10]))
print(NormalDist())
s = NormalDist(10, 2).samples(5, seed=42)
print(s)
print(NormalDist(0, 1).samples(3, seed="abc"))
for bad in (lambda: NormalDist(0, -1), lambda: NormalDist(1, 0).pdf(1), lambda: NormalDist(1, 0).cdf(1),
            lambda: n.inv_cdf(0), lambda: n.inv_cdf(1.5), lambda: NormalDist.from_samples([1]),
            lambda: NormalDist(1, 0).zscore(2), lambda: n.overlap(3)):
    try:
        bad()
    except (StatisticsError, TypeError) as e:
        print(type(e), e)
print(isinstance(NormalDist(), statistics.NormalDist))
sat = NormalDist(1060, 195)
print(round(sat.cdf(1200 + 0.5) - sat.cdf(1100 - 0.5), 3))
print(round(NormalDist(mu=0.5, sigma=0.1).inv_cdf(0.95), 6))
