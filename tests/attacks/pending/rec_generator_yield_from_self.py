# expect: recursion | error RecursionError
# Nested generator resumption: each level resumes the next inside C code.
def g():
    yield from g()
next(g())
