# method-heavy: method calls with and without arguments, inheritance and super()
class Shape:
    def __init__(self, n):
        self.n = n

    def area(self):
        return self.n

    def scaled(self, k):
        return self.area() * k


class Square(Shape):
    def area(self):
        return self.n * self.n


class Cube(Square):
    def area(self):
        return super().area() * self.n


def main():
    shapes = [Shape(3), Square(4), Cube(5)]
    total = 0
    for i in range(400_000):
        s = shapes[i % 3]
        total += s.area() + s.scaled(2)
    return total

print(main())
