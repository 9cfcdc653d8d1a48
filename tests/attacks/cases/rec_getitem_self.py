# expect: error RecursionError | recursion
# __getitem__ recursion.
class A:
    def __getitem__(self, i):
        return self[i]
print(A()[0])
