# id() is only compared, never printed.
a = [1]
b = a
c = [1]
print(id(a) == id(b), id(a) == id(c), id(a) == id(a[:]), isinstance(id(a), int))
