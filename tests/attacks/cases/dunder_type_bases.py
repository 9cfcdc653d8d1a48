# expect: error AttributeError
# type(x) is allowed, but the class's dunders are not.
print(type(1).__bases__, type(True).__mro__)
