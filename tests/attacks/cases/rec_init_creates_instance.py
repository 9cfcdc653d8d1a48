# expect: error RecursionError | recursion
# __init__ that constructs another instance (Monty's classes__security case).
class A:
    def __init__(self):
        self.child = A()
A()
