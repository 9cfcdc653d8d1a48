# expect: ops
# islice skipping 10**15 items inside one next() call.
import itertools
next(itertools.islice(itertools.count(), 10 ** 15, None))
