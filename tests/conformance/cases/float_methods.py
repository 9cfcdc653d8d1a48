# float methods.
print((2.5).is_integer(), (3.0).is_integer(), (0.5).as_integer_ratio(), (-0.75).as_integer_ratio())
print((0.1).as_integer_ratio())
print((1.5).hex(), (0.1).hex(), float.fromhex("0x1.8p1"), (3.0).conjugate(), (2.5).real, (2.5).imag)
try:
    float("inf").as_integer_ratio()
except OverflowError as e:
    print(type(e), e)
