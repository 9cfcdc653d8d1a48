# SyntaxError wording: assign to true.
True = 1
