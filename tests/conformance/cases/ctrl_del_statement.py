# del on names, items, slices and attributes.
x = 1
del x
try:
    print(x)
except NameError as e:
    print(type(e), e)
d = {"a": 1, "b": 2, "c": 3}
del d["a"], d["b"]
print(d)
lst = [1, 2, 3, 4]
del lst[0], lst[0]
print(lst)
class P:
    pass
p = P()
p.attr = 5
del p.attr
print(hasattr(p, "attr"))
try:
    del p.attr
except AttributeError as e:
    print(type(e), e)
try:
    del undefined_name
except NameError as e:
    print(type(e), e)
a, b = 1, 2
del (a, b)
try:
    print(a)
except NameError as e:
    print(e)
