import math

class Shape:
    def area(self):
        raise NotImplementedError
    def __repr__(self):
        return f"{self.__class__.__name__}(area={self.area():.2f})"
    def __lt__(self, other):
        return self.area() < other.area()

class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return math.pi * self.r ** 2

class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    def __eq__(self, other):
        return isinstance(other, Rect) and (self.w, self.h) == (other.w, other.h)
    __hash__ = None

class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
    def __str__(self):
        return f"Square of side {self.w}"

shapes = [Circle(1), Rect(2, 3), Square(2), Circle(0.5)]
print(shapes)
print(sorted(shapes))
print(str(shapes[2]), repr(shapes[2]))
print(Rect(2, 2) == Square(2), Rect(1, 2) == Rect(2, 1), Rect(1, 1) != Rect(1, 1))
print([type(s).__name__ for s in shapes], isinstance(shapes[2], Rect), issubclass(Square, Shape))
print(Square.__mro__)
print([c.__name__ for c in Square.__bases__], Square.__name__, Square.__qualname__)
try:
    Shape().area()
except NotImplementedError as e:
    print("abstract", repr(e))
total = sum(s.area() for s in shapes)
print(round(total, 4))
