# expect: ok
# round() with ndigits beyond the C int range.
assert round(1.5, 2 ** 63) == 1.5
assert round(1.5, -(2 ** 63)) == 0.0
assert round(12345, 2 ** 63) == 12345
print("ok")
