# expect: ops | memory MemoryError
# quantiles(n=10**12) would build a list of 10**12 cut points.
import statistics
statistics.quantiles([1, 2, 3], n=10 ** 12)
