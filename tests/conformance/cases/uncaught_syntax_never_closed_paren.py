# SyntaxError wording: never closed paren.
print(1
