# expect: ops
# A resumed generator that spins without yielding again.
def g():
    yield 1
    while True:
        pass
it = g()
next(it)
next(it)
