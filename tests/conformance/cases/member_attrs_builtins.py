# Attributes read as members (range, slice, complex): one generic reader.
r = range(1, 10, 2); s = slice(3); s2 = slice(1, 2, 3); c = complex(1.5, -2)
print(r.start, r.stop, r.step, s.start, s.stop, s.step, s2.start, s2.stop, s2.step, c.real, c.imag, (3j).real, range(5).start)
class C(complex): pass
print(C(1, 2).real, C(1, 2).imag, type(C(1,2).real).__name__)
