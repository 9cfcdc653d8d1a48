# expect: recursion | error RecursionError
# __getitem__ recursion.
class A:
    def __getitem__(self, i):
        return self[i]
print(A()[0])
