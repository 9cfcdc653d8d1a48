# !r !s !a in str.format, %r %s %a, and f-strings: one conversion
x = "é\n'"
print("{0!r} {0!s} {0!a} {0!a:>12}".format(x), "%r %s %a %5a" % (x, x, x, 1), f"{x!a} {x!r}")
try:
    "{!q}".format(1)
except ValueError as e:
    print(e)
