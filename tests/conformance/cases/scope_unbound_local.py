# Assigning anywhere in a function makes the name local everywhere in it.
x = 10
def f():
    try:
        print(x)
    except UnboundLocalError as e:
        print(type(e), e)
    x = 5
    return x
print(f())
def g():
    y = 1
    def h():
        try:
            return y
        finally:
            pass
    return h()
print(g())
print(issubclass(UnboundLocalError, NameError))
