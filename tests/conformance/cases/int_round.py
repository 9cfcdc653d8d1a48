# round() on ints with negative ndigits uses round-half-even.
print(round(5), round(15, -1), round(25, -1), round(35, -1), round(-25, -1), round(1234567, -3))
print(round(12345, -2), round(12350, -2), round(12450, -2), round(5, 2), round(-5, -1), round(15, -5))
print(type(round(5)), type(round(5, 1)), round(10 ** 25 + 5, -1))
