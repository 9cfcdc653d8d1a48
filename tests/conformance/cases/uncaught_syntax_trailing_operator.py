# SyntaxError wording: trailing operator.
x = 1 +
