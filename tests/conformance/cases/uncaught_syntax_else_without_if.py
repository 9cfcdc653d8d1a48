# SyntaxError wording: else without if.
else:
    pass
