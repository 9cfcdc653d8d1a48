# isinstance/issubclass with tuples and hierarchies.
class A:
    pass
class B(A):
    pass
class C:
    pass
b = B()
print(isinstance(b, A), isinstance(b, (C, A)), isinstance(b, C), isinstance(1, (str, int)), isinstance("s", (list, tuple)))
print(issubclass(B, A), issubclass(B, (C, A)), issubclass(A, B), issubclass(A, A), isinstance(A, type), isinstance(b, object))
print(isinstance(True, int), isinstance(1, bool), isinstance(1.0, int), isinstance([], list), isinstance({}, dict))
try:
    isinstance(1, 2)
except TypeError as e:
    print(type(e), e)
try:
    issubclass(b, A)
except TypeError as e:
    print(type(e), e)
