# SyntaxError wording: try without except.
try:
    pass
