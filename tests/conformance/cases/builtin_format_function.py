# format() with and without specs.
print(format(1234.5, ",.1f"), format(0.5, "%"), format(42, "+05d"), format("s", "*>4"), format(3, ""), format([1, 2]), format(2 ** 70, "_x"))
