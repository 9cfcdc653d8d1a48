# Capture patterns bind; _ does not.
def f(x):
    match x:
        case 0:
            return "zero"
        case n if n < 0:
            return f"negative {n}"
        case other:
            return f"captured {other}"
print(f(0), f(-4), f(7))
match 42:
    case _:
        print("wildcard matched")
match "value":
    case name:
        pass
print(name)
