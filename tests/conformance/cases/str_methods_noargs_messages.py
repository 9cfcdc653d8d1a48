# str's methods without parameters refuse arguments with CPython's METH_NOARGS messages.
calls = [
    lambda: "abc".upper(1),
    lambda: "abc".upper(1, 2),
    lambda: "abc".upper(x=1),
    lambda: "abc".lower(None),
    lambda: "Ab".swapcase(1),
    lambda: "ab".casefold(1),
    lambda: "ab".title(1),
    lambda: "ab".capitalize(1),
    lambda: "1".isdigit(1),
    lambda: "1".isdecimal(1),
    lambda: "1".isnumeric(1),
    lambda: "a".isalpha(1),
    lambda: "a".isalnum(1),
    lambda: " ".isspace(1),
    lambda: "a".isascii(1),
    lambda: "".isprintable(1),
    lambda: "A".isupper(1),
    lambda: "a".islower(1),
    lambda: "Ab".istitle(1),
    lambda: "a".isidentifier(k=2),
    lambda: str.upper("a", 1),
    lambda: str.upper(),
    lambda: str.isdigit(1),
]
for call in calls:
    try:
        print(repr(call()))
    except TypeError as e:
        print("TypeError:", e)
# Empty unpackings pass no argument at all.
print("a".upper(*[], **{}), str.upper("b"), "".isprintable(), "x1".isidentifier())
