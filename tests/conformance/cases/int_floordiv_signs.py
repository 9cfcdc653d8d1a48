# Floor division and modulo follow the sign of the divisor.
for a in (7, -7, 0, 1, -1, 13):
    for b in (2, -2, 3, -3, 1, -1):
        print(a, b, a // b, a % b, divmod(a, b))
