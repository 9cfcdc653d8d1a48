# expect: ops | memory MemoryError
# Counter.elements() is lazy; listing 10**12 items must stop on a limit.
from collections import Counter
x = list(Counter(a=10 ** 12).elements())
