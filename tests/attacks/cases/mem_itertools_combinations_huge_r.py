# expect: memory MemoryError
# combinations with r = 2**62: the index vector size must not wrap around (CPython: MemoryError).
import itertools
c = itertools.combinations("abc", 2 ** 62)
