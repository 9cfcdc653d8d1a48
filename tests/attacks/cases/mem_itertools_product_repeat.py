# expect: memory MemoryError
# product(range(10), repeat=10**9) builds a pool tuple of 10**9 entries first (CPython too).
import itertools
p = itertools.product(range(10), repeat=10 ** 9)
