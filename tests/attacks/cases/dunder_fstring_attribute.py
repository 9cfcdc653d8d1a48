# expect: ok
# The dunder guard applies inside f-string expressions; __class__ and __mro__ are readable.
print(f"{(1).__class__.__mro__}")
