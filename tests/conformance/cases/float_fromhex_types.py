# float.fromhex refuses what is not a str with CPython's generic message; a subclass gets its own type.
for a in (b"0x1", None, 1.5, 3):
    try:
        float.fromhex(a)
    except TypeError as e:
        print(e)
class F(float):
    pass
print(F.fromhex("0x1p4"), type(F.fromhex("0x1p4")).__name__, float.fromhex("  -0x1.8p1\n"))
