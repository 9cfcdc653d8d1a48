# int methods.
print((255).bit_length(), (-255).bit_length(), (0).bit_length(), (2 ** 100).bit_length())
print((255).bit_count(), (-255).bit_count())
print((5).conjugate(), (7).real, (7).imag, (7).numerator, (7).denominator)
print((10).as_integer_ratio(), (-3).as_integer_ratio())
print((1024).to_bytes(2, "big"), (1024).to_bytes(4, "little"), (-1).to_bytes(2, "big", signed=True))
print(int.from_bytes(b"\x01\x00", "big"), int.from_bytes(b"\x01\x00", "little"), int.from_bytes(b"\xff\xff", "big", signed=True))
