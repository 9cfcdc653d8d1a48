# expect: ops | memory MemoryError
# A huge binomial coefficient.
import math
x = math.comb(10 ** 9, 5 * 10 ** 8)
