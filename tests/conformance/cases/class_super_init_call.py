# super().__init__(...) chains constructors (the one allowed dunder access).
class Base:
    def __init__(self, x):
        self.x = x
        print("Base init", x)
class Child(Base):
    def __init__(self, x, y):
        super().__init__(x)
        self.y = y
        print("Child init", y)
c = Child(1, 2)
print(c.x, c.y)
