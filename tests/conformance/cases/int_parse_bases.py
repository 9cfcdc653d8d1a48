# int() with a base.
print(int("ff", 16), int("FF", 16), int("0xff", 16), int("0xff", 0), int("0o17", 0), int("0b101", 0))
print(int("z", 36), int("Z", 36), int("777", 8), int("-101", 2), int("  42  "), int("+7"))
print(int("1_000_000"), int("0_7", 8), int("10", 3), int("-0x10", 16))
print(int("9" * 40), int("-" + "1" * 30, 2))
for s, base in (("12", 2), ("", 10), ("0x", 16), ("1__0", 10), ("08", 0), ("abc", 10), ("1.5", 10)):
    try:
        print(int(s, base))
    except ValueError as e:
        print("ValueError:", e)
try:
    int("10", 1)
except ValueError as e:
    print("ValueError:", e)
try:
    int("10", 37)
except ValueError as e:
    print("ValueError:", e)
