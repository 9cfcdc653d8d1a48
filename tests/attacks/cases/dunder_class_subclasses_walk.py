# expect: error AttributeError
# A01/A02: the classic walk from a literal to object.__subclasses__() to find Popen.
subclasses = ().__class__.__bases__[0].__subclasses__()
print([c for c in subclasses if "Popen" in str(c)])
