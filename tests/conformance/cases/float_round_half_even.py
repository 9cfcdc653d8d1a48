# round() on floats: half to even, and representation error.
print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5), round(3.5), round(4.5))
print(round(2.675, 2), round(1.005, 2), round(0.125, 2), round(0.375, 2), round(1.25, 1), round(1.35, 1))
print(round(1234.5678, -2), round(1234.5678, 2), round(-1234.5678, 1), round(5e-324, 400))
print(round(1e300, 2), round(123.456, 0), type(round(2.5)), type(round(2.5, 0)))
try:
    round(float("inf"))
except OverflowError as e:
    print(type(e), e)
try:
    round(float("nan"))
except ValueError as e:
    print(type(e), e)
print(round(float("inf"), 2), round(float("nan"), 1))
