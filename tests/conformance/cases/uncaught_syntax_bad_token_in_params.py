# SyntaxError wording: bad token in params.
def f(:
    pass
