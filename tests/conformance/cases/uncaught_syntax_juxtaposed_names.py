# SyntaxError wording: juxtaposed names.
a b c
