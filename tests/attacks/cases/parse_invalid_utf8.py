# expect: error SyntaxError
# Invalid UTF-8 in the source.
print("ÿþ")
