# SyntaxError wording: positional after keyword.
f(x=1, 2)
