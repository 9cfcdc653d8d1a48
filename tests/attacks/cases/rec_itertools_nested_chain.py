# expect: error RecursionError | recursion
# 10**6 nested chain() objects: next() recurses through every level on the C stack.
import itertools
it = iter([1])
for _ in range(10 ** 6):
    it = itertools.chain(it)
print(next(it))
