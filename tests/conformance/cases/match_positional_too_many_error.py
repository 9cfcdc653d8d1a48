# Too many positional sub-patterns raises TypeError.
class P:
    __match_args__ = ("a",)
    def __init__(self):
        self.a = 1
try:
    match P():
        case P(x, y):
            print("no")
except TypeError as e:
    print(type(e), e)
class NoArgs:
    pass
try:
    match NoArgs():
        case NoArgs(z):
            print("no")
except TypeError as e:
    print(type(e), e)
