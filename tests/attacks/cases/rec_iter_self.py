# expect: error RecursionError | recursion
# __iter__ that returns iter(self).
class A:
    def __iter__(self):
        return iter(self)
for x in A():
    pass
