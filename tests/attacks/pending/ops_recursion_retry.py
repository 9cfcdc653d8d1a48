# expect: recursion | error RecursionError | ops
# Catching RecursionError and recursing again explodes exponentially.
def f():
    try:
        f()
    except RecursionError:
        f()
f()
