# Numeric edges: floor division and modulo signs, big ints, float repr, rounding, conversions.
print(7 // 2, -7 // 2, 7 // -2, 7 % 3, -7 % 3, 7 % -3, divmod(-7, 2), -7 / 2, 2 ** -2, (-8) ** (1 / 3) if False else 0)
print(0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e-5, 123456789.123456789, 1.0, -0.0, 1e300 * 1e10, float("nan") == float("nan"))
print(2 ** 100, -2 ** 63, 10 ** 20 // 7, (10 ** 20) % 7, 3 ** 40 - 3 ** 39, int(1e20), int(-2.9), int(2.9), round(-2.5))
print(1 << 70, (1 << 70) >> 68, -1 >> 1, ~0, 5 & 3, 5 | 3, 5 ^ 3, (2 ** 64) & 0xFFFF, hex(-255), bin(-5))
print(float(10 ** 20), 10 ** 20 == float(10 ** 20), 2 ** 53 + 1 == float(2 ** 53 + 1), 0.1 * 3 == 0.3, abs(-0.0))
print(True + True, True * 10, False - 1, 3 == 3.0, int(True), float(False), 5 / 1)
print(f"{1/3:.10f}", f"{2**0.5:.15g}", f"{1e-7:.2e}", f"{123.456:10.1f}|", round(0.125, 2), round(0.375, 2))
for bad in (lambda: 1 / 0, lambda: 1 // 0, lambda: 1 % 0, lambda: 0 ** -1, lambda: int("1.5"), lambda: float("abc"), lambda: 2 ** 0.5 ** -1e400):
    try:
        print(bad())
    except (ZeroDivisionError, ValueError, OverflowError) as e:
        print(type(e), e)
