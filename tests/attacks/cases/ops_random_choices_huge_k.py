# expect: ops | memory MemoryError
# A billion choices: charged by size before the list is built.
import random
x = random.choices([1, 2, 3], k=10 ** 9)
