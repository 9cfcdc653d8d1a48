# format() builtin and error messages for bad specs.
print(format(3.14159, ".3f"), format(42), format(42, ""), format("x", "^5"), format(255, "08b"), format(1e6, ","), format(True), format(None))
for value, spec in ((3.5, "d"), (3, "s"), ("s", "f"), (1, ".2s"), (1.5, "c")):
    try:
        print(format(value, spec))
    except ValueError as e:
        print(type(e), e)
try:
    format(None, "d")
except TypeError as e:
    print(type(e), e)
