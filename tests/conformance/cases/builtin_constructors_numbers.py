# int/float/complex/bool constructors on assorted inputs.
print(int(), float(), complex(), bool(), int("  12\n"), float("  1.5\t"), int(True), float(False), bool("x"))
print(int(2.9999), int(-2.9999), int("-0"), float("-0"), float(10 ** 15), int(1e15))
