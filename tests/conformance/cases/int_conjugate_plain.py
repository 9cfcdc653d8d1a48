# int.conjugate() of a bool or an int subclass is a plain int, as .real is
class I(int): pass
print(True.conjugate(), type(I(3).conjugate()).__name__, True.real, True.numerator, type(I(3).real).__name__, (5).conjugate(), (-7).denominator, (2).imag)
