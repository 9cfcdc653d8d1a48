# SyntaxError wording: unmatched bracket.
x = [1, 2]]
