# expect: error RecursionError | recursion
# The classic __getattr__ that reads a missing attribute of self.
class A:
    def __getattr__(self, name):
        return self.missing
A().anything
