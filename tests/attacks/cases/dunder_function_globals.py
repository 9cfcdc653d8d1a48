# expect: error AttributeError
# A06/A07: a function's __globals__ leads to the module namespace and builtins.
def f():
    pass
print(f.__globals__["__builtins__"])
