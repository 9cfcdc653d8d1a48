# SyntaxError wording: never closed multiline.
x = (1,
2
