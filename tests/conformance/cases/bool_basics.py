# bool values, conversions and arithmetic.
print(True, False, not True, not 0, not "", not [], not [0], bool(0.0), bool(-0.0), bool("0"), bool(" "))
print(bool(), bool(None), bool({}), bool(set()), bool(range(0)), bool(range(1)), bool(0j), bool(1j))
print(True == 1, True is True, isinstance(True, int), issubclass(bool, int), True + 0.5)
print(str(True), repr(False), int(True), float(False), [True, False], bool("False"))
print(True < 2, False < True, sorted([True, False, True, 0, 1]), max(True, 0.5))
