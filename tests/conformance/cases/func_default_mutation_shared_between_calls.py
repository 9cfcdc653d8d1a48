# The same default object is shared by all calls that use it.
def f(d={}):
    d[len(d)] = True
    return d
a = f()
b = f()
print(a is b, a)
