# expect: error AttributeError
# A26: object itself is reachable by name; its __subclasses__ must not be.
print(object.__subclasses__())
