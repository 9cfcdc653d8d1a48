# printf-style % formatting.
print("%d %i %s %r" % (42, -7, "str", "rep"), "%5d|%-5d|%05d" % (42, 42, 42), "%+d % d" % (5, 5))
print("%.2f %e %E %g %G" % (3.14159, 12345.678, 0.000123, 1e-10, 1e20), "%10.3f|%-10.1f|" % (2.5, 2.5))
print("%x %X %o %#x %#o %c %c" % (255, 255, 8, 255, 8, 65, "z"), "%%", "%s" % [1, 2], "%s" % ((1, 2),))
print("%(a)s and %(b)d" % {"a": "x", "b": 3}, "%5s|%-5s|%.2s" % ("ab", "ab", "abcdef"), "%*d" % (6, 42), "%.*f" % (1, 2.55))
print("%s" % None, "%d" % 3.9, "%i" % True, "%.3s" % "abcdef", "%r" % "it's", "%a" % "é")
for fmt, args in (("%d", "x"), ("%s %s", (1,)), ("%s", (1, 2)), ("%z", 1), ("%(k)s", 5)):
    try:
        print(fmt % args)
    except (TypeError, ValueError, KeyError) as e:
        print(type(e), e)
