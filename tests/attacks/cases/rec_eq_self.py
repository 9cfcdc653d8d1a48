# expect: error RecursionError | recursion
# __eq__ recursion triggered by list membership.
class A:
    def __eq__(self, other):
        return self == other
print(A() in [A()])
