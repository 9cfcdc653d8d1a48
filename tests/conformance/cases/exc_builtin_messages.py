# Messages of common built-in exceptions.
def show(fn):
    try:
        fn()
    except Exception as e:
        print(type(e), e)
show(lambda: 1 / 0)
show(lambda: {}["b"])
show(lambda: [][0])
show(lambda: int("x"))
show(lambda: undefined)
show(lambda: "a".nope)
show(lambda: (1).nope)
show(lambda: [].nope)
show(lambda: None.nope)
show(lambda: 1 + "")
show(lambda: len(1))
show(lambda: "abc".index("z"))
show(lambda: [1].remove(2))
show(lambda: next(iter([])))
show(lambda: float("x"))
show(lambda: {}.pop("k"))
show(lambda: {1: 1}[2])
show(lambda: (1, 2)[5])
show(lambda: "x" * "y")
show(lambda: chr(-1))
import math
show(lambda: math.sqrt(-1))
show(lambda: math.log(0))
