# int() from floats, bools, strings.
print(int(3.9), int(-3.9), int(True), int(False), int(), int(1e20), int(-0.0))
print(int("  -12 "), int("0"), int("-0"), int(10 ** 30))
for bad in (float("inf"), float("nan")):
    try:
        int(bad)
    except (OverflowError, ValueError) as e:
        print(type(e), e)
try:
    int(None)
except TypeError as e:
    print(type(e), e)
try:
    int([1])
except TypeError as e:
    print(type(e), e)
try:
    int("3.0")
except ValueError as e:
    print(type(e), e)
