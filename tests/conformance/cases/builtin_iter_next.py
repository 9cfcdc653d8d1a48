# iter/next with defaults on assorted iterables.
it = iter(range(2))
print(next(it), next(it), next(it, "done"), next(it, None))
it = iter({"x": 1})
print(next(it))
it = iter([])
try:
    next(it)
except StopIteration as e:
    print(type(e), repr(e))
