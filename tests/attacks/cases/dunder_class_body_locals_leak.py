# expect: error AttributeError
# Defining dunders in a class body is allowed; reading them back from outside is not.
class A:
    def __add__(self, other):
        return 1
print(A.__add__)
