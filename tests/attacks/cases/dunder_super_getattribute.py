# expect: error AttributeError
# Dunder access through super().
class A:
    def leak(self):
        return super().__getattribute__("__dict__")
print(A().leak())
