# expect: error RecursionError | recursion
# Nested generator resumption: each level resumes the next inside C code.
def g():
    yield from g()
next(g())
