# Guards are evaluated after binding; a failing guard tries the next case.
def f(p):
    match p:
        case (x, y) if x == y:
            return "diagonal"
        case (x, y) if x > y:
            return "below"
        case (x, _):
            return f"above (x={x})"
print(f((1, 1)), f((3, 2)), f((1, 5)))
calls = []
def check(v):
    calls.append(v)
    return v > 1
match [1, 2, 3]:
    case [a, *_] if check(a):
        print("first")
    case [_, b, *_] if check(b):
        print("second", b)
print(calls)
