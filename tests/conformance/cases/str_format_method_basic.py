# str.format: positional, indexed, named, attribute-free.
print("{} {}".format(1, 2), "{1} {0}".format("a", "b"), "{x}-{y}".format(x=1, y=2), "{0}{0}".format("ab"))
print("{0[1]} {d[k]}".format([5, 6], d={"k": "v"}), "{:>5}|{:<5}|{:^5}".format("a", "b", "c"))
print("{{literal}} {}".format(7), "{!r} {!s} {!a}".format("x", "y", "é"), "{0.real} {0.imag}".format(3 + 4j))
print("{:,}".format(1234567), "{:.2%}".format(0.1234), "{:08.3f}".format(-3.14159), "{:#x}".format(255))
try:
    "{} {}".format(1)
except IndexError as e:
    print(type(e), e)
try:
    "{x}".format(y=1)
except KeyError as e:
    print(type(e), e)
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    print(type(e), e)
