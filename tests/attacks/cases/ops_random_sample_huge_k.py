# expect: ops | memory MemoryError
# A sample of 10**8 out of 10**18.
import random
x = random.sample(range(10 ** 18), 10 ** 8)
