# callable on functions, classes, instances, builtins.
class C:
    pass
class D:
    def __call__(self):
        return 1
print(callable(len), callable(C), callable(C()), callable(D()), callable(lambda: 0), callable(1), callable("s"), callable(print), callable(str.upper))
