# Closures capture variables, not values.
fns = [lambda: i for i in range(3)]
print([f() for f in fns])
fns2 = [lambda i=i: i for i in range(3)]
print([f() for f in fns2])
def make():
    out = []
    for i in range(3):
        def g():
            return i * 10
        out.append(g)
    return out
print([g() for g in make()])
