# Shift edge cases.
print(1 << 0, 1 << 100, 2 ** 100 >> 99, 0 << 1000, -1 << 64)
try:
    1 << -1
except ValueError as e:
    print(type(e), e)
try:
    1 >> -1
except ValueError as e:
    print(type(e), e)
