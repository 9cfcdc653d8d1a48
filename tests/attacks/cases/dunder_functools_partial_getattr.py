# expect: ok
# imports: functools
# functools.partial(getattr) with a dunder name (A03): the same guard as the `.` syntax.
import functools
g = functools.partial(getattr, ())
print(g("__class__"))
