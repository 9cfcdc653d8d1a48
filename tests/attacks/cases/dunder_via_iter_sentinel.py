# expect: error AttributeError
# A07/A24: next(iter(f, sentinel)) was used to call a dunder method without a direct call.
print(next(iter(object.__subclasses__, None)))
