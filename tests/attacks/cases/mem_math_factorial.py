# expect: ops | memory MemoryError
# math.factorial(10**8) has 756 million digits.
import math
x = math.factorial(10 ** 8)
