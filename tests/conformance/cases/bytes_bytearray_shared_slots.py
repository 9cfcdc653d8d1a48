# bytes and bytearray share their slots: iteration, indexing, containment, + * == <, constructors
for t in (bytes, bytearray):
    x = t(b"abc")
    print(list(iter(x)), x[1], x[0:2], b"b" in x, x + b"d", x * 2, x == b"abc", x < b"abd", t("h", "ascii"), t(3))
    try: t("x")
    except TypeError as e: print(e)
    try: t(1, 2, 3, 4)
    except TypeError as e: print(e)
