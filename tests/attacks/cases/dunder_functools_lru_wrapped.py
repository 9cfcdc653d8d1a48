# expect: error AttributeError
# imports: functools
# The cache wrapper must not hand out __wrapped__ or the function's __globals__.
import functools
@functools.lru_cache
def f(x):
    return x
print(f.__wrapped__.__globals__)
