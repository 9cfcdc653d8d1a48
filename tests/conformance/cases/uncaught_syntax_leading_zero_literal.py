# SyntaxError wording: leading zero literal.
x = 0777
