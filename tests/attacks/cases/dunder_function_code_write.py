# expect: error AttributeError
# Overwriting __code__ swaps a function's body (CVE-2026-4963).
def f():
    return 1
def g():
    return 2
f.__code__ = g.__code__
print(f())
