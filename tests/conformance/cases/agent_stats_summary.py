import statistics
import math

data = [2.5, 3.1, 4.7, 4.7, 5.0, 6.2, 7.8, 9.9]
print(statistics.mean(data), statistics.median(data), statistics.mode(data))
print(round(statistics.stdev(data), 6), round(statistics.pstdev(data), 6), round(statistics.variance(data), 6))
print(statistics.median_low([1, 3, 5, 7]), statistics.median_high([1, 3, 5, 7]))
print(statistics.quantiles(data, n=4))
print(statistics.fmean([1, 2, 3, 4]), statistics.harmonic_mean([1, 2, 4]))
def zscores(xs):
    m = statistics.mean(xs)
    s = statistics.stdev(xs)
    return [round((x - m) / s, 3) for x in xs]
print(zscores([10, 12, 23, 23, 16, 23, 21, 16]))
def percentile(xs, p):
    xs = sorted(xs)
    k = (len(xs) - 1) * p / 100
    f, c = math.floor(k), math.ceil(k)
    return xs[int(k)] if f == c else xs[f] + (xs[c] - xs[f]) * (k - f)
print(percentile(data, 90), percentile(data, 50))
print(statistics.correlation([1, 2, 3, 4], [2, 4, 5, 8]))
nd = statistics.NormalDist(100, 15)
print(round(nd.cdf(130), 6), round(nd.inv_cdf(0.5), 6))
