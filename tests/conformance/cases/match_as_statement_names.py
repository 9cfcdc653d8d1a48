# match and case are soft keywords: they are ordinary names elsewhere.
match = [1, 2]
case = "c"
print(match, case)
match match:
    case [1, two]:
        print("matched with two =", two)
