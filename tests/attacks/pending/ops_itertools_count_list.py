# expect: memory MemoryError | ops | error ImportError
# list(itertools.count()) never ends.
import itertools
x = list(itertools.count())
