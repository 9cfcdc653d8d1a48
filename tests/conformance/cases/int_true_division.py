# True division of ints is correctly rounded.
print(1 / 3, 2 / 3, 10 / 4, -7 / 2, 6 / 3, 0 / 5)
print(10 ** 20 / 3, (10 ** 30) / (10 ** 10), 2 ** 70 / 2 ** 3)
print(1 / 10 ** 20, 123456789123456789 / 1000)
print(type(6 / 3))
try:
    (10 ** 400) / 1
except OverflowError as e:
    print(type(e), e)
print((10 ** 400) / (10 ** 399))
