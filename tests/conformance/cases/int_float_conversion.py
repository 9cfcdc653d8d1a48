# Converting big ints to float.
print(float(2 ** 53), float(2 ** 53 + 1), float(10 ** 22), float(10 ** 23))
print(float(-(2 ** 63)), float(12345678901234567890))
try:
    float(10 ** 400)
except OverflowError as e:
    print(type(e), e)
print(2 ** 1023 * 1.0)
try:
    2 ** 1024 * 1.0
except OverflowError as e:
    print(type(e), e)
