# Bitwise and shift special methods.
class Bits:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"Bits({self.v:#06b})"
    def __and__(self, o):
        return Bits(self.v & o.v)
    def __or__(self, o):
        return Bits(self.v | o.v)
    def __xor__(self, o):
        return Bits(self.v ^ o.v)
    def __invert__(self):
        return Bits(~self.v & 0b1111)
    def __lshift__(self, n):
        return Bits((self.v << n) & 0b1111)
    def __rshift__(self, n):
        return Bits(self.v >> n)
    def __ror__(self, other):
        return Bits(other | self.v)
a, b = Bits(0b1100), Bits(0b1010)
print(a & b, a | b, a ^ b, ~a, a << 1, a >> 2, 1 | a)
