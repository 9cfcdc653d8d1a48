# nonlocal rebinds the enclosing function's variable.
def counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc
c1 = counter()
c2 = counter()
print(c1(), c1(), c1(10), c2(), c1())
def outer():
    x = "outer"
    def middle():
        def inner():
            nonlocal x
            x = "changed by inner"
        inner()
    middle()
    return x
print(outer())
