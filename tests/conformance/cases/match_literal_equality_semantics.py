# Literal patterns use ==, so 1 matches 1.0 and True; None/True/False use identity.
def f(v):
    match v:
        case 1:
            return "one"
        case "1":
            return "string one"
        case _:
            return "no"
def g(v):
    match v:
        case True:
            return "True"
        case _:
            return "not True"
print(f(1), f(1.0), f(True), f("1"), f(2), g(True), g(1), g(1.0))
