# SyntaxError wording: lone starred target.
*a = b
