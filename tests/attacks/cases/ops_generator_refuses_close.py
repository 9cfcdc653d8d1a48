# expect: ops
# A generator that answers close() by looping forever inside its except block.
def g():
    while True:
        try:
            yield 1
        except GeneratorExit:
            n = 0
            while True:
                n += 1
it = g()
next(it)
it.close()
