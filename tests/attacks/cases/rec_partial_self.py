# expect: error RecursionError | recursion
# A partial whose function calls the partial again.
# imports: functools
import functools
def g(p):
    return p(p)
functools.partial(g)(functools.partial(g))
