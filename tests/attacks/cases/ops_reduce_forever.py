# expect: ops
# functools.reduce over an endless iterator.
# imports: functools itertools
import functools, itertools
functools.reduce(lambda a, b: b, itertools.count())
