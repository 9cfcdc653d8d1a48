# expect: error RecursionError | ops | recursion
# Catching RecursionError and recursing again explodes exponentially.
def f():
    try:
        f()
    except RecursionError:
        f()
f()
