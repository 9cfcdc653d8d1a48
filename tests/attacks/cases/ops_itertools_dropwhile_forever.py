# expect: ops
# dropwhile skips forever inside one next() call: each skipped item is an operation.
import itertools
next(itertools.dropwhile(lambda x: True, itertools.count()))
