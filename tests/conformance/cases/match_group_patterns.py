# Parenthesised group patterns and nested or.
def f(v):
    match v:
        case (1 | 2) as small:
            return f"small {small}"
        case ((3)):
            return "three"
        case [(0 | 1), (0 | 1)]:
            return "bits"
        case _:
            return "no"
print(f(1), f(2), f(3), f([1, 0]), f([2, 0]))
