# SyntaxError wording: nonlocal at module level.
def f():
    global x
    x = 1
    global x
