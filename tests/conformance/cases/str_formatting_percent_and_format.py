# %-formatting and str.format with positional, keyword, index and attribute fields.
print("%s is %d years, %.1f%% done, %5s|%-5s|%05d|%x|%o|%e|%r" % ("Ann", 30, 99.5, "ab", "cd", 42, 255, 8, 12345.678, "q"))
print("%(name)s has %(n)03d items" % {"name": "Bob", "n": 7}, "%c%c" % (72, "i"), "%+d %+d" % (5, -5), "%.3s" % "abcdef")
print("{} and {}".format("a", "b"), "{1} {0} {1}".format("x", "y"), "{name}={value:.2f}".format(name="pi", value=3.14159))
print("{:>8}|{:<8}|{:^8}|".format("r", "l", "c"), "{:08.3f}".format(3.14159), "{:,}".format(1234567), "{:.0%}".format(0.256))
print("{0[0]} {0[1]} {1[k]}".format(["a", "b"], {"k": "v"}), "{:b} {:o} {:x} {:#X}".format(5, 8, 255, 255))
class P:
    def __init__(self):
        self.x, self.y = 1, 2
print("{p.x},{p.y}".format(p=P()), "{!r} {!s}".format("s", "s"), "{{literal}} {}".format(1), format("x", "*^5"))
print("%s %s" % ("only", ("tuple",)), "%s" % [1, 2], "%d%%" % 50, "%.2f" % 2.675, "%g %g" % (0.00001234, 123456789.0))
for bad in (lambda: "%d" % "x", lambda: "%s %s" % ("a",), lambda: "{}".format(), lambda: "{:d}".format(1.5), lambda: "%z" % 1):
    try:
        bad()
    except (TypeError, ValueError, IndexError) as e:
        print(type(e), e)
