# SyntaxError wording: param after kwargs.
def f(**k, a):
    pass
