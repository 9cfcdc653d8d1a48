# Sequence patterns with fixed length, star and nesting.
def f(seq):
    match seq:
        case []:
            return "empty"
        case [x]:
            return f"one {x}"
        case [x, y]:
            return f"two {x} {y}"
        case [0, *rest]:
            return f"starts with 0, rest {rest}"
        case [first, *_, last]:
            return f"first {first} last {last}"
print(f([]), f([1]), f((1, 2)), f([0, 1, 2, 3]), f([5, 6, 7, 8]), f(range(3)))
def g(v):
    match v:
        case [[a, b], [c, d]]:
            return a * d - b * c
        case (x, (y, z)):
            return x + y + z
        case _:
            return None
print(g([[1, 2], [3, 4]]), g((1, (2, 3))), g([1, 2, 3]))
