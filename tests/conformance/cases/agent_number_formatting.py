def human_size(n):
    for unit in ["B", "KB", "MB", "GB", "TB"]:
        if abs(n) < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} PB"
print([human_size(x) for x in [0, 512, 2048, 5 * 1024 ** 3, 10 ** 16]])
def duration(sec):
    m, s = divmod(int(sec), 60)
    h, m = divmod(m, 60)
    return f"{h:02d}:{m:02d}:{s:02d}"
print(duration(3725), duration(59.9))
print(round(2.5), round(3.5), round(-0.5), round(1.2345, 2), round(1234, -2), round(0.125, 2))
print(1 / 3, 2 / 3, 10 / 4, 7 // 2, -7 // 2, 7 % -3, 2 ** -1, 2 ** 100)
print(int("0x1f", 16), int("101", 2), hex(255), oct(8), bin(5), int(" 42 "), float("1e-3"), float("inf"))
print(1e16, 1.5e-5, 123456789.123456789, 0.1 + 0.2, 1 / 7, 3.0, -0.0, 2e308)
print(f"{123456789:,}", f"{0.5:.0f}", f"{1.5:.0f}", f"{2.675:.2f}", f"{1e21}", f"{1e-5}")
print(divmod(-7, 2), abs(-3.5), pow(3, 4, 5), max(1, 2.5), min("b", "a"))
print(sum([0.1] * 10), sum([0.1] * 10) == 1.0, round(sum([0.1] * 10), 10) == 1.0)
print(int(3.99), int(-3.99), float(7), complex(1, 2) * 2, (1 + 2j).conjugate())
print(isinstance(True, int), True + True, 10 ** 20 // 3, 7.0 // 2, 7.5 % 2)
print(float("nan") == float("nan"), float("-inf") < -1e308, str(float("nan")))
