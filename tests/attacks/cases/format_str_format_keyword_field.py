# expect: error AttributeError
# A06: the same through a keyword field.
class C:
    def __init__(self):
        self.x = 1
print("{obj.__init__.__globals__}".format(obj=C()))
