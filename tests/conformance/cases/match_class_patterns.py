# Class patterns with keyword and positional (__match_args__) sub-patterns.
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
class Circle:
    def __init__(self, center, r):
        self.center = center
        self.r = r
def where(shape):
    match shape:
        case Point(0, 0):
            return "origin"
        case Point(x=0, y=y):
            return f"on y axis at {y}"
        case Point(x, 0):
            return f"on x axis at {x}"
        case Circle(center=Point(x=cx, y=cy), r=r) if r > 10:
            return f"big circle at {cx},{cy}"
        case Circle(r=r):
            return f"circle r={r}"
        case Point():
            return "somewhere"
print(where(Point(0, 0)), where(Point(0, 5)), where(Point(3, 0)), where(Point(1, 1)))
print(where(Circle(Point(1, 2), 20)), where(Circle(Point(1, 2), 2)), where("nothing"))
