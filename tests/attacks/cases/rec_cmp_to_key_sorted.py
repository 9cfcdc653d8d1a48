# expect: error RecursionError | recursion
# A cmp function that sorts with itself: recursion through sort and KeyWrapper comparisons.
# imports: functools
import functools
def cmp(a, b):
    sorted([2, 1], key=functools.cmp_to_key(cmp))
    return 0
sorted([2, 1], key=functools.cmp_to_key(cmp))
