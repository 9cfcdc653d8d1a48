# str(), repr(), f-strings and format() of ints around every power of ten, the tagged
# small-int bounds (2**62) and beyond 64 bits; an int subclass keeps its own methods
vals = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 12345, -1, -9, -10, -99, -100, -12345,
        2**31, -2**31, 2**32 - 1, 10**9, 10**10 - 1, 10**17, 10**18 - 1, 10**18, 10**18 + 1,
        2**61, 2**62 - 1, 2**62, -2**62, -2**62 - 1, 2**63 - 1, -2**63, 2**63, 2**64, 10**19,
        -10**19, 10**19 - 1, 10**20, -(2**62) + 1, 4611686018427387903, -4611686018427387904,
        4611686018427387904, 10**30 + 7, -10**30 - 7, 2**200, -(2**200)]
for p in range(0, 21):
    for d in (-1, 0, 1):
        vals.append(10**p + d)
        vals.append(-(10**p + d))
for v in vals:
    print(str(v), repr(v), f"{v}", f"{v!r}", f"{v!s}", f"{v!a}", f"<{v}>", f"{v:>25}", f"{v:_<24}", f"{v:+d}", f"{v:,}", "%d" % v, format(v), len(str(v)))
print(str(True), f"{True}", f"{False!r}", str(-0), f"{-0}")
class I(int):
    def __str__(self): return "I-str"
    def __repr__(self): return "I-repr"
    def __format__(self, spec): return "I-fmt" + spec
for x in (I(5), I(-123456789012345678901)):
    print(str(x), repr(x), f"{x}", f"{x!s}", f"{x!r}", f"{x:>4}", format(x))
