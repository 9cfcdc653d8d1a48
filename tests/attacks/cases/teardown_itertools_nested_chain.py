# expect: ok | memory MemoryError | ops
# Freeing 10**6 nested chain objects must not recurse on the C stack.
import itertools
it = iter([])
for _ in range(10 ** 6):
    it = itertools.chain(it)
del it
print("done")
