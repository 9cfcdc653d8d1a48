# split and rsplit with and without separators and maxsplit.
print("a b  c\td\ne ".split(), " a b ".split(" "), "a,b,,c".split(","), "".split(), "".split(","))
print("a,b,c,d".split(",", 2), "a,b,c,d".rsplit(",", 2), "  x  y  ".split(None, 1), "  x  y  ".rsplit(None, 1))
print("a--b--c".split("--"), "abc".split("abc"), "aaa".split("a"), "x".split("x", 0))
try:
    "abc".split("")
except ValueError as e:
    print(type(e), e)
print("1 2 3".split(maxsplit=1), "a.b.c".rsplit(".", maxsplit=1))
