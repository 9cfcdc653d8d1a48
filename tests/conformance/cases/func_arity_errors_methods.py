# Arity errors for methods use the qualified name.
class Shape:
    def area(self):
        return 0
    def scale(self, factor, *, keep=False):
        return factor
    @staticmethod
    def make(kind):
        return kind
    @classmethod
    def build(cls, a, b):
        return a + b
    def __init__(self, name):
        self.name = name
s = Shape("sq")
for c in (lambda: s.area(1), lambda: s.scale(), lambda: s.scale(1, 2), lambda: Shape.make(), lambda: Shape.build(1),
          lambda: Shape(), lambda: Shape(1, 2), lambda: Shape.area(), lambda: s.scale(2, keep=1, other=2)):
    try:
        c()
    except TypeError as e:
        print(e)
