# NotImplementedError for abstract methods.
class Shape:
    def area(self):
        raise NotImplementedError("subclasses must implement area")
    def describe(self):
        return f"area {self.area():.2f}"
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
class Circ(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return 3.14159 * self.r ** 2
for s in (Sq(2), Circ(1), Shape()):
    try:
        print(s.describe())
    except NotImplementedError as e:
        print(type(e), e)
