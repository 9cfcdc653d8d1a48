# expect: error AttributeError
# The dunder check applies inside f-string expressions.
print(f"{(1).__class__.__mro__}")
