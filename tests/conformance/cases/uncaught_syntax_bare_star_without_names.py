# SyntaxError wording: bare star without names.
def f(*):
    pass
