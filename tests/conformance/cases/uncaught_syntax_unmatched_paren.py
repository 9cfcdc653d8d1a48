# SyntaxError wording: unmatched paren.
print(1))
