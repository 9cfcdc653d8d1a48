# TypeError messages for unsupported operand types.
five = 5
cases = [
    lambda: 1 + "a", lambda: "a" - "b", lambda: [1] - [1], lambda: {} + {}, lambda: None * 2, lambda: 1 < "a",
    lambda: [] < (), lambda: -"a", lambda: ~1.5, lambda: "a" ** 2, lambda: 1 @ 2, lambda: len(5), lambda: five(),
    lambda: "abc"[1:2:"x"], lambda: abs("x"), lambda: {1} + {2}, lambda: 2 ** "x", lambda: "%d" % "x",
    lambda: +[], lambda: 1.5 & 1, lambda: 1 << 1.0, lambda: divmod("a", 1), lambda: 3 > None,
]
for c in cases:
    try:
        c()
    except TypeError as e:
        print(e)
