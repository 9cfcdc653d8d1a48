# Literal patterns: numbers, strings, None, True/False (compared with is for singletons).
def f(x):
    match x:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case "hello":
            return "greeting"
        case b"raw":
            return "bytes"
        case None:
            return "none"
        case True:
            return "true"
        case False:
            return "false"
        case 2j:
            return "imaginary"
        case -3 + 4j:
            return "complex"
        case _:
            return "other"
print([f(v) for v in (0, 2, -1, 1.5, "hello", b"raw", None, True, False, 2j, -3 + 4j, 0.0, 1.0, "x")])
