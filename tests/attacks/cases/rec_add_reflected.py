# expect: error RecursionError | recursion
# Operator methods that call each other.
class A:
    def __add__(self, o):
        return o + self
    def __radd__(self, o):
        return self + o
print(A() + A())
