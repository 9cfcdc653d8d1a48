# SyntaxError wording: never closed bracket.
x = [1, 2
