# expect: error AttributeError
# A02: the same walk through a str and __mro__.
print("".__class__.__mro__[1].__subclasses__())
