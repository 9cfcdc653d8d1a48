# Local, enclosing, global, builtin lookup order.
x = "global"
def outer():
    x = "enclosing"
    def inner():
        return x
    return inner()
def shadow():
    len = lambda s: "shadowed"
    return len("abc")
print(outer(), x, shadow(), len("abc"))
def uses_global():
    return x
x = "global changed later"
print(uses_global())
