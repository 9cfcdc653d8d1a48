# expect: error RecursionError | recursion
# __len__ recursion triggered by bool().
class A:
    def __len__(self):
        return len(self)
print(bool(A()))
