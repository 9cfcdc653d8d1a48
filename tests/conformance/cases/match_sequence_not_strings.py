# str, bytes and dict never match sequence patterns; iterators do not either.
def f(v):
    match v:
        case [a, b, c]:
            return f"seq {a}{b}{c}"
        case str() as s:
            return f"string {s}"
        case _:
            return "other"
print(f("abc"), f(b"abc"), f([1, 2, 3]), f((4, 5, 6)), f({1: 1, 2: 2, 3: 3}), f(iter([1, 2, 3])), f(range(3)))
