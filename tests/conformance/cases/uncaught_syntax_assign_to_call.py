# SyntaxError wording: assign to call.
f() = 1
