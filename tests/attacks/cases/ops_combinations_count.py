# expect: ops
# Counting combinations(range(100), 50) one by one: each 50-tuple is charged by size.
import itertools
n = sum(1 for _ in itertools.combinations(range(100), 50))
