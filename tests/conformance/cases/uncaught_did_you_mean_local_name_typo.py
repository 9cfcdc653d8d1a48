# The traceback's "Did you mean" suggestion: local name typo.
def f():
    length = 1
    return lenght
f()
