# SyntaxError wording: never closed brace.
x = {1: 2
