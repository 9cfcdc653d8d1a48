# SyntaxError wording: for missing colon.
for i in range(3)
    pass
