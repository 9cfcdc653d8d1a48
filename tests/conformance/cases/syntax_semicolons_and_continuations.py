# Semicolons, backslash continuations, implicit continuation inside brackets, comments.
a = 1; b = 2; c = a + \
    b
print(a, b, c)  # trailing comment
total = (1 +
         2 +   # comment inside
         3)
items = [
    "x",
    "y",  # trailing comma
]
print(total, items, {
    "k": 1,
})
if a: print("one-line if"); print("second statement")
