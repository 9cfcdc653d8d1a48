# expect: error AttributeError
# A06: walking the class hierarchy inside a format field.
print("{0.__class__.__mro__[1].__subclasses__}".format(()))
