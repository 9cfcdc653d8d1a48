# return inside loops and try/finally.
def first_even(xs):
    for x in xs:
        if x % 2 == 0:
            return x
    return -1
def with_finally():
    try:
        return "try"
    finally:
        print("finally runs before return")
def finally_overrides():
    try:
        return "try"
    finally:
        return "finally"
def loop_finally():
    out = []
    for i in range(3):
        try:
            if i == 1:
                continue
            out.append(i)
        finally:
            out.append("f%d" % i)
    return out
print(first_even([1, 3, 4, 6]), first_even([]), with_finally(), finally_overrides(), loop_finally())
