# float() from strings.
for s in ("1.5", "  -2.25 ", "1e3", "1E-3", ".5", "5.", "1_000.5", "+3", "0x1p3" ):
    try:
        print(float(s))
    except ValueError as e:
        print("ValueError:", e)
for s in ("", "abc", "1.2.3", "1e", "in f", "1__0"):
    try:
        print(float(s))
    except ValueError as e:
        print("ValueError:", e)
print(float(3), float(True), float(), float(-7))
