# SyntaxError wording: if missing colon.
if x
    y = 2
