# args, str and repr of exceptions with various arguments.
for e in (ValueError(), ValueError("x"), ValueError("x", 1), KeyError("k"), KeyError(), KeyError(1, 2), IndexError(0), Exception([1, 2]), OSError("disk")):
    print(repr(e), "|", str(e), "|", e.args)
