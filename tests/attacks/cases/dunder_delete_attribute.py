# expect: error AttributeError
# del of a dunder attribute.
class A:
    def __init__(self):
        pass
del A.__init__
