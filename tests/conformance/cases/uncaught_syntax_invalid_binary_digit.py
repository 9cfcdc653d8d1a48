# SyntaxError wording: invalid binary digit.
x = 0b2
