# Three-argument pow, including negative exponents (modular inverse).
print(pow(3, 4, 5), pow(2, 100, 1000), pow(-2, 3, 5), pow(2, 3, -5), pow(5, 0, 1))
print(pow(3, -1, 7), pow(2, -3, 11), pow(10 ** 20, 10 ** 20, 10 ** 9 + 7))
try:
    pow(2, -1, 4)
except ValueError as e:
    print(type(e), e)
try:
    pow(2, 3, 0)
except ValueError as e:
    print(type(e), e)
try:
    pow(2.0, 3, 5)
except TypeError as e:
    print(type(e), e)
