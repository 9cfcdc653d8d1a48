# __call__ makes instances callable.
class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, x, *rest):
        return x + self.n + sum(rest)
add5 = Adder(5)
print(add5(1), add5(1, 2, 3), callable(add5), callable(Adder), list(map(add5, [0, 10])))
