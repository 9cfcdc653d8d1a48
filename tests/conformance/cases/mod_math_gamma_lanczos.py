import math
# CPython's own Lanczos gamma, not the C library's: the last digits show it
xs = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 3.3, 4.7, 5.5, 6.01, 7.25, 9.9, 10.5, 20.2, 30.3, 57.1,
      99.9, 140.5, 150.25, 170.5, 171.6, -10.3, -30.7, -150.5, -170.2, -185.5, 0.001, -0.001,
      1e-21, -1e-21, 0.1, 0.2, 0.3, 1.1, 1.9, 2.1, 24.0, 23.0, 22.0, 1.0, 2.0, 3.0]
for x in xs:
    try:
        g = math.gamma(x)
    except (ValueError, OverflowError) as e:
        g = str(type(e)) + ": " + str(e)
    try:
        lg = math.lgamma(x)
    except (ValueError, OverflowError) as e:
        lg = str(type(e)) + ": " + str(e)
    print(x, g, lg)
print(math.gamma(0.5) ** 2, math.lgamma(100) - math.lgamma(99))
