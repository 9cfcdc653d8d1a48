# expect: ops | memory MemoryError
# list(repeat(0, 10**10)): a list of 80 GB.
import itertools
x = list(itertools.repeat(0, 10 ** 10))
