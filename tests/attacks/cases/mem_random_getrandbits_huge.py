# expect: memory MemoryError
# 2**31 - 1 random bits would be a 256 MB int: refused before it is built.
import random
x = random.getrandbits(2 ** 31 - 1)
