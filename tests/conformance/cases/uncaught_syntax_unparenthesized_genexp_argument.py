# SyntaxError wording: unparenthesized genexp argument.
f(x for x in y, 1)
