# complex operations that raise.
try:
    (1 + 2j) < (2 + 3j)
except TypeError as e:
    print(type(e), e)
try:
    (1 + 2j) // 2
except TypeError as e:
    print(type(e), e)
try:
    1j / 0
except ZeroDivisionError as e:
    print(type(e), e)
try:
    int(1j)
except TypeError as e:
    print(type(e), e)
try:
    complex("1+")
except ValueError as e:
    print(type(e), e)
print(abs(3j), (1j) ** 0.5, pow(1j, 2))
