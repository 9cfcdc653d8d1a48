# expect: ok
# A class's own special methods are readable (issue 11): only its data and type.
class A:
    def __add__(self, other):
        return 1
print(A.__add__)
