# SyntaxError wording: fstring empty expression.
print(f"{}")
