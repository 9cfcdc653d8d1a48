# expect: ok | memory MemoryError
# A tee left 10**6 items behind holds a long chain of buffer blocks: freeing it must not recurse.
import itertools
a, b = itertools.tee(range(10 ** 6))
for x in a:
    pass
del b
print("done")
