# expect: memory MemoryError
# combinations_with_replacement with r = 2**61 + 1: sized before anything is written.
import itertools
c = itertools.combinations_with_replacement("ab", 2 ** 61 + 1)
