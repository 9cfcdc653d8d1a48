# int() and float() over Unicode digits and spaces, and their error messages.
for s in ["١٢٣", " ٤٥ ", "\u3000 7\u3000", "1_٢", "x١", "١.٥e٢", "-٣"]:
    for f in (int, float):
        try:
            print(repr(s), f(s))
        except ValueError as e:
            print(repr(s), e)
