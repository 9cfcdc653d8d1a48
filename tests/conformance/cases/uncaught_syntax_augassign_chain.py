# SyntaxError wording: augassign chain.
x += 1 += 2
