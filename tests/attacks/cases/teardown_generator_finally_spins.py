# expect: ok
# A generator left suspended in a global: it is closed at exit (as CPython does), and its
# finally block loops forever. The close runs on the snippet's operation budget and stops.
def g():
    try:
        yield 1
    finally:
        n = 0
        while True:
            n += 1
it = g()
next(it)
print("suspended")
