# SyntaxError wording: assign to literal.
1 = x
