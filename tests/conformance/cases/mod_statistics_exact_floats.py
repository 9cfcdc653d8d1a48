import statistics
# exact rational sums: results that naive float sums get wrong in the last digit
print(statistics.mean([0.1, 0.2, 0.3]), sum([0.1, 0.2, 0.3]) / 3)
print(statistics.mean([1e16, 1.0, -1e16]), statistics.fmean([1e16, 1.0, -1e16]))
print(statistics.variance([0.1, 0.2, 0.3, 0.4]), statistics.pvariance([1.1, 2.2, 3.3]))
print(statistics.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), statistics.pstdev([0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25]))
print(statistics.stdev([10 ** 20 + 1, 10 ** 20 + 3, 10 ** 20 + 5]), statistics.variance([10 ** 20 + 1, 10 ** 20 + 3]))
print(statistics.mean(range(1, 101)), statistics.mean([1, 2, 3, 4]), statistics.median(range(10)), statistics.variance(range(10)))
print(statistics.mean([3, 3.0, 3]), type(statistics.mean([2, 4])), type(statistics.mean([1, 2])))
scores = [88.5, 92.25, 79.0, 95.5, 67.75, 84.0, 91.0, 73.5]
m, s = statistics.mean(scores), statistics.stdev(scores)
print(m, s, [round((x - m) / s, 4) for x in scores])
print(statistics.quantiles(scores), statistics.quantiles(scores, n=5, method="inclusive"))
print(statistics.median(scores), statistics.median_low(scores), statistics.median_high(scores), statistics.harmonic_mean(scores))
print(statistics.geometric_mean([1.5, 2.5, 10.0]), statistics.fmean(scores), statistics.fmean([1, 2, 3], weights=[0.25, 0.25, 0.5]))
