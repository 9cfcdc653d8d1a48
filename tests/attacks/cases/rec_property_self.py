# expect: error RecursionError | recursion
# A property that reads itself.
class A:
    @property
    def x(self):
        return self.x
print(A().x)
