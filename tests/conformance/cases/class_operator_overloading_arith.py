# Arithmetic special methods, reflected and in-place variants.
class V:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"V({self.x}, {self.y})"
    def __add__(self, o):
        return V(self.x + o.x, self.y + o.y) if isinstance(o, V) else NotImplemented
    def __sub__(self, o):
        return V(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return V(self.x * k, self.y * k)
    def __rmul__(self, k):
        return self * k
    def __truediv__(self, k):
        return V(self.x / k, self.y / k)
    def __floordiv__(self, k):
        return V(self.x // k, self.y // k)
    def __mod__(self, k):
        return V(self.x % k, self.y % k)
    def __pow__(self, k):
        return V(self.x ** k, self.y ** k)
    def __neg__(self):
        return V(-self.x, -self.y)
    def __pos__(self):
        return self
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __iadd__(self, o):
        self.x += o.x
        self.y += o.y
        return self
    def __matmul__(self, o):
        return self.x * o.x + self.y * o.y
a, b = V(1, 2), V(3, 4)
print(a + b, a - b, a * 3, 3 * a, b / 2, b // 2, b % 3, a ** 2, -a, +a, abs(b), a @ b)
c = a
c += b
print(c, a, c is a)
try:
    a + 1
except TypeError as e:
    print(type(e), e)
