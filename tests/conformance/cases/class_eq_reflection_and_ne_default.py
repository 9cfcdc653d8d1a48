# __ne__ defaults to the inverse of __eq__; == falls back to the reflected __eq__.
class A:
    def __eq__(self, o):
        print("A eq called")
        return True
class B:
    pass
print(A() != A(), B() == A(), A() == 1, 1 == A())
