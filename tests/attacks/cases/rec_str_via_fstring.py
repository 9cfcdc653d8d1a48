# expect: error RecursionError | recursion
# __str__ recursion through an f-string.
class A:
    def __str__(self):
        return f"<{self}>"
print(A())
