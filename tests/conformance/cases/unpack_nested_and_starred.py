# Unpacking: nested targets, starred in the middle, swaps, loop targets, errors.
a, (b, c), *rest = 1, (2, 3), 4, 5
print(a, b, c, rest)
first, *middle, last = "python"
print(first, middle, last)
x, y = 1, 2
x, y = y, x
print(x, y)
for i, (k, v) in enumerate({"a": 1, "b": 2}.items()):
    print(i, k, v)
head, *tail = [1]
print(head, tail)
(p, q), r = "ab", "c"
print(p, q, r)
lst = [0, 0, 0]
lst[0], lst[2] = "L", "R"
print(lst)
class O:
    pass
o = O()
o.a, o.b = 1, 2
print(o.a, o.b)
for bad in ("a, b = 1, 2, 3", "a, b, c = [1, 2]", "a, *b, c = [1]", "a, b = 1"):
    try:
        exec_like = {"a, b = 1, 2, 3": lambda: [1, 2, 3], "a, b, c = [1, 2]": lambda: [1, 2], "a, *b, c = [1]": lambda: [1], "a, b = 1": lambda: 1}[bad]()
        if bad == "a, b = 1, 2, 3":
            a, b = exec_like
        elif bad == "a, b, c = [1, 2]":
            a, b, c = exec_like
        elif bad == "a, *b, c = [1]":
            a, *b, c = exec_like
        else:
            a, b = exec_like
    except (ValueError, TypeError) as e:
        print(type(e), e)
print(*[1, 2], *"ab", sep="-")
def f(a, b, *args, c=0, **kw):
    return a, b, args, c, kw
print(f(*[1, 2, 3], **{"c": 4, "d": 5}), f(1, *(2,), c=3))
