# expect: memory MemoryError
# permutations with a huge r: its cycle vector is sized first.
import itertools
p = itertools.permutations("ab", 2 ** 62)
