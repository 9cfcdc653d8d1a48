# expect: ok
# A key function that advances the shared iterator groupby is reading.
import itertools
src = iter(range(20))
def key(x):
    next(src, None)
    return x // 3
print([(k, list(g)) for k, g in itertools.groupby(src, key)])
