# expect: error RecursionError | recursion
# __hash__ recursion triggered by a dict insert.
class A:
    def __hash__(self):
        return hash(self)
d = {A(): 1}
