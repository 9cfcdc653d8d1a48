# At exit, CPython drops the module's globals in order (names with one leading underscore
# first), and a suspended generator they alone hold is closed: GeneratorExit is thrown in,
# so its finally and except GeneratorExit blocks run and print. A finally that raises or
# yields only makes CPython write "Exception ignored in" to stderr (not compared here).
def gen(name):
    try:
        yield 1
        yield 2
    finally:
        print("finally", name)


def catcher(name):
    try:
        yield 1
    except GeneratorExit:
        print("GeneratorExit", name)
        raise


def raiser():
    try:
        yield 1
    finally:
        print("raiser finally")
        raise ValueError("in finally")


def yielder():
    try:
        yield 1
    finally:
        print("yielder finally")
        yield 2
        print("never")


class Holder:
    def __init__(self, g):
        self.g = g


g = gen("global")
next(g)
h = catcher("catcher")
next(h)
r = raiser()
next(r)
y = yielder()
next(y)
lst = [gen("in a list")]
next(lst[0])
d = {"k": gen("in a dict")}
next(d["k"])
holder = Holder(gen("in an instance"))
next(holder.g)
_private = gen("underscored")
next(_private)
unstarted = gen("unstarted")
finished = gen("finished")
list(finished)
closed = gen("closed")
next(closed)
closed.close()
print("end of the snippet")
