x = "global"
def outer():
    x = "enclosing"
    def inner():
        return x
    return inner()
print(outer(), x)
def counter():
    counts = {}
    def hit(k):
        counts[k] = counts.get(k, 0) + 1
        return counts
    return hit
h = counter()
h("a"); h("b")
print(h("a"))
try:
    def bad():
        print(y)
        y = 1
    bad()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
funcs = []
for i in range(3):
    funcs.append(lambda: i)
print([f() for f in funcs])
print([v for v in range(3)], "v" in dir())
class K:
    attr = 1
    doubled = [attr * 2 for _ in range(2)] if False else None
print(K.attr, K.doubled)
def defaults(a, items=[]):
    items.append(a)
    return items
print(defaults(1), defaults(2))
def kw_only(a, *, b=2, **rest):
    return a, b, rest
print(kw_only(1, b=3, c=4), kw_only(a=0))
def pos_only(a, b, /, c):
    return a + b + c
print(pos_only(1, 2, c=3))
try:
    pos_only(a=1, b=2, c=3)
except TypeError as e:
    print("TypeError:", e)
