# An uncaught exception raised deep inside recursive calls.
def walk(n):
    if n == 0:
        raise LookupError("bottom reached")
    return walk(n - 1)
print("walking")
walk(50)
