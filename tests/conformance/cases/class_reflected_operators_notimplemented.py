# NotImplemented from both sides leads to TypeError; __radd__ is tried second.
class Meters:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        if isinstance(o, Meters):
            return Meters(self.v + o.v)
        if isinstance(o, (int, float)):
            return Meters(self.v + o)
        return NotImplemented
    def __radd__(self, o):
        print("radd called")
        return self + o
    def __repr__(self):
        return f"{self.v}m"
print(Meters(1) + Meters(2), Meters(1) + 5, 5 + Meters(1), sum([Meters(1), Meters(2)]))
try:
    Meters(1) + "x"
except TypeError as e:
    print(type(e), e)
