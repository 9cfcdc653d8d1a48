# list.append: bound and unbound, wrong arity and keywords, a subclass, a list holding itself
l = []
for i in range(10):
    l.append(i)
print(l)
list.append(l, "x")
print(l[-1])
for args, kw in (((), {}), ((1, 2), {}), ((1,), {"x": 1}), ((), {"object": 1})):
    try:
        l.append(*args, **kw)
    except TypeError as e:
        print("TypeError", e)
for bad in ((), ("nolist", 1)):
    try:
        list.append(*bad)
    except TypeError as e:
        print("TypeError", e)
class L(list):
    pass
m = L()
m.append(1); list.append(m, 2); print(m, type(m).__name__)
a = []
a.append(a); print(a)
