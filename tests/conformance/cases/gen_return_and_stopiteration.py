# return in a generator stops it; exhausted generators stay exhausted.
def g():
    yield 1
    return
    yield 2
print(list(g()))
it = g()
print(next(it), next(it, "exhausted"), next(it, "still exhausted"))
def empty():
    return
    yield
print(list(empty()))
