# expect: error AttributeError
# imports: functools
# partial.func is the plain function: its __globals__ stay refused.
import functools
def f(x):
    return x
print(functools.partial(f, 1).func.__globals__)
