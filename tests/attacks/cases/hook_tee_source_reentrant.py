# expect: error RuntimeError
# The source of a tee reads from the tee itself.
import itertools
def gen():
    yield 1
    yield next(t[0])
t = itertools.tee(gen())
print(list(t[0]))
