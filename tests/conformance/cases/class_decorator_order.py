# Decorators are evaluated top to bottom before the class (its bases and its body) or the
# function is made, then applied bottom to top; a decorator that fails to evaluate stops the
# statement before the body runs.
def d(name):
    print("eval", name)

    def f(c):
        print("apply", name)
        return c

    return f


def base():
    print("bases")
    return object


@d("a")
@d("b")
class C(base()):
    print("body")


print(C.__name__)


@d("x")
@d("y")
def g():
    pass


print(g.__name__)


def bad():
    raise ValueError("deco")


try:

    @d("p")
    @bad()
    class D:
        print("D body")

except ValueError as e:
    print("caught", e)
try:
    D
except NameError:
    print("no D")


class Failing(Exception):
    pass


def boom():
    raise Failing("in body")


try:

    @d("q")
    class E:
        boom()

except Failing as e:
    print("caught", e)
