# An exception raised inside a generator while iterating.
def gen():
    yield 1
    yield 2
    raise ValueError("generator failed")
for v in gen():
    print(v)
