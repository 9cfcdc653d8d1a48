# expect: error ImportError | ops | memory MemoryError
# list(itertools.count()) never ends.
import itertools
x = list(itertools.count())
