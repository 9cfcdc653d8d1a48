# SyntaxError wording: double equals.
x = = 1
