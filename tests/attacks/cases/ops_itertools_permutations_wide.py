# expect: ops
# Each permutation of 2000 items is a 2000-tuple: charged by its size, so this ends quickly.
import itertools
n = 0
for p in itertools.permutations(range(2000)):
    n += 1
