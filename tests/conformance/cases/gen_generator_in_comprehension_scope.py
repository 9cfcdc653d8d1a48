# Generator expressions evaluate the first iterable eagerly.
x = [1, 2, 3]
g = (v for v in x)
x = [10, 20]
print(list(g))
try:
    g2 = (v for v in 5)
except TypeError as e:
    print(type(e), e)
