# expect: ops | memory MemoryError
# An unbounded cache filled with distinct keys: bounded by the heap cap and the op budget.
# imports: functools
import functools
@functools.cache
def f(x):
    return [x] * 100
for i in range(10 ** 9):
    f(i)
