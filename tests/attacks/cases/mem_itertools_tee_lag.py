# expect: ops | memory MemoryError
# One tee runs far ahead of the other: the shared buffer grows until a limit.
import itertools
a, b = itertools.tee(itertools.count())
for x in a:
    pass
