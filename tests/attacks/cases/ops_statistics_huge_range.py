# expect: ops
# statistics consumes any iterable: a huge range is bounded by the op budget.
import statistics
statistics.mean(range(10 ** 12))
