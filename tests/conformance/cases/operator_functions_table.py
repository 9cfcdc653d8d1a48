# operator's functions: results and the messages for wrong arguments, per function
import operator

names = ["add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "lshift",
         "rshift", "and_", "or_", "xor", "iadd", "isub", "imul", "itruediv", "ifloordiv",
         "imod", "ipow", "imatmul", "ilshift", "irshift", "iand", "ior", "ixor", "lt", "le",
         "eq", "ne", "gt", "ge", "is_", "is_not", "concat", "iconcat", "contains", "countOf",
         "indexOf", "getitem", "delitem"]
for name in names:
    f = getattr(operator, name)
    out = []
    for a, b in [(7, 3), ([1, 2], 2), ("ab", "b"), ({1: 2}, 1)]:
        if name == "delitem" and not isinstance(a, (list, dict)):
            continue  # the message for an immutable container is core's, not operator's
        try:
            out.append(repr(f(a, b)))
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    print(name, f.__name__, out)
    for bad in [(), (1,), (1, 2, 3)]:
        try:
            f(*bad)
        except TypeError as e:
            print(" ", e)
    try:
        f(a=1, b=2)
    except TypeError as e:
        print(" ", e)

for name in ["neg", "pos", "invert", "inv", "abs", "not_", "truth", "index"]:
    f = getattr(operator, name)
    out = []
    for a in [5, -2.5, True, "x", []]:
        try:
            out.append(repr(f(a)))
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    print(name, f.__name__, out)
    for bad in [(), (1, 2)]:
        try:
            f(*bad)
        except TypeError as e:
            print(" ", e)
    try:
        f(a=1)
    except TypeError as e:
        print(" ", e)

print(operator.itemgetter(1, 0)([5, 6]), operator.itemgetter(1))
print(operator.attrgetter("real", "imag")(3), operator.attrgetter("real"))
print(operator.methodcaller("split", ",", maxsplit=1)("a,b,c"), operator.methodcaller("upper"))
for make, bad in [(operator.itemgetter, ()), (operator.attrgetter, (1,)),
                  (operator.methodcaller, ())]:
    try:
        make(*bad)
    except TypeError as e:
        print(e)
for g in [operator.itemgetter(0), operator.attrgetter("x"), operator.methodcaller("x")]:
    try:
        g()
    except TypeError as e:
        print(e)
    print(type(g).__name__, type(g).__module__)
