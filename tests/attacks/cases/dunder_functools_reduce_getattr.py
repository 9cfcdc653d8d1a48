# expect: error AttributeError
# imports: functools
# functools.reduce(getattr, ...) walks a dunder chain one link at a time (A03).
import functools
print(functools.reduce(getattr, ["__class__", "__base__", "__subclasses__"], 1)())
