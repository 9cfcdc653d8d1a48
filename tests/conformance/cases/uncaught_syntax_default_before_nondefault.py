# SyntaxError wording: default before nondefault.
def f(a=1, b):
    pass
