# pow with two and three arguments.
print(pow(2, 10), pow(2, -2), pow(2.5, 2), pow(-8, 1 / 3), pow(0, 0), pow(3, 200, 1000), pow(-7, 3, 10), pow(7, -1, 10))
print(pow(base=2, exp=5), pow(2, 5, mod=3))
