# Closures, nonlocal and global, and late binding in loops.
def make_counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc
c = make_counter()
print(c(), c(), c(10))
fs = [lambda: i for i in range(3)]
gs = [lambda i=i: i for i in range(3)]
print([f() for f in fs], [g() for g in gs])
total = 0
def add(n):
    global total
    total += n
add(5); add(7)
print(total)
def outer():
    x = "outer"
    def middle():
        def inner():
            return x
        return inner()
    x = "changed"
    return middle()
print(outer())
def shadow():
    x = 1
    def f():
        x = 2
        return x
    return f(), x
print(shadow())
try:
    def broken():
        print(y)
        y = 1
    broken()
except UnboundLocalError as e:
    print(type(e), e)
x = 10
def reads_global():
    return x * 2
print(reads_global())
def make_adders():
    return [lambda v, n=n: v + n for n in (1, 2, 3)]
print([a(10) for a in make_adders()])
def cell_in_class():
    v = 5
    class K:
        w = v + 1
        def get(self):
            return v
    return K.w, K().get()
print(cell_in_class())
