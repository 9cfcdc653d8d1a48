# int.conjugate() of a bool or an int subclass is a plain int, as .real is
class I(int): pass
print(True.conjugate(), type(I(3).conjugate()).__name__, True.real, True.numerator, type(I(3).real).__name__, (5).conjugate(), (-7).denominator, (2).imag)
for v in [I(5), I(-3), I(10**30), I(0), True, 7, 10**40]:
    print(v.real, type(v.real).__name__, v.numerator, v.conjugate(), type(v.conjugate()).__name__, int(v), type(int(v)).__name__, v.as_integer_ratio())
