class Temperature:
    def __init__(self, celsius=0.0):
        self.celsius = celsius

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError(f"{value} is below absolute zero")
        self._c = value

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32) * 5 / 9

    def __repr__(self):
        return f"Temperature({self._c:.1f}°C)"

t = Temperature(25)
print(t, t.fahrenheit)
t.fahrenheit = 212
print(t, t.celsius)
try:
    t.celsius = -300
except ValueError as e:
    print(e)
class Point:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, o):
        return (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __add__(self, o):
        return Point(self.x + o.x, self.y + o.y)
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
p = Point(1, 2) + Point(3, 4)
print(p, p == Point(4, 6), len({Point(1, 1), Point(1, 1)}), Point.__slots__)
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError:", e)
print(getattr(p, "x"), hasattr(p, "z"), getattr(p, "z", "default"))
setattr(p, "y", 10)
print(p)
