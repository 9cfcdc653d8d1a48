# expect: error RecursionError | recursion
# __format__ recursion through format().
class A:
    def __format__(self, spec):
        return format(self, spec)
print(f"{A():>5}")
