# abs, round, divmod across types.
print(abs(-3), abs(3.5), abs(-0.0), abs(3 + 4j), abs(-(10 ** 30)), abs(True))
print(round(3.14159, 2), round(2.5), round(3.5), round(-2.5), round(0.5 + 1e-9), round(7, -1), round(15, -1), round(1e15 + 0.5))
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(17.5, 5), divmod(2 ** 70, 3))
try:
    abs("x")
except TypeError as e:
    print(type(e), e)
try:
    round("x")
except TypeError as e:
    print(type(e), e)
