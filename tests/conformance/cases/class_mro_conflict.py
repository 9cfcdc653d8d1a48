# An inconsistent hierarchy is rejected with TypeError.
class X:
    pass
class Y(X):
    pass
try:
    class Z(X, Y):
        pass
except TypeError as e:
    print(type(e), e)
try:
    class W(X, X):
        pass
except TypeError as e:
    print(type(e), e)
