# expect: error RecursionError | recursion
# __repr__ that calls repr(self); triggered by print.
class A:
    def __repr__(self):
        return "A(" + repr(self) + ")"
print(A())
