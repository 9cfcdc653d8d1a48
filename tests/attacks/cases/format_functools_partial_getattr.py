# expect: error AttributeError | error ImportError
# A03: getattr through functools.partial.
import functools
print(functools.partial(getattr, 1)("__class__"))
