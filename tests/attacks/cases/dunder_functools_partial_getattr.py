# expect: error AttributeError
# imports: functools
# functools.partial(getattr) called with a dunder name (A03).
import functools
g = functools.partial(getattr, ())
print(g("__class__"))
