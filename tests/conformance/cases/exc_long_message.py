# Exception messages are not cut short: CPython keeps every byte of a long one.
name = "attribute_" * 60
try:
    getattr(object(), name)
except AttributeError as e:
    print(len(str(e)), str(e)[-40:])
try:
    raise KeyError("k" * 700)
except KeyError as e:
    print(len(str(e)))
d = {}
try:
    d["é" * 400]
except KeyError as e:
    print(len(str(e)), str(e)[:5])
class C:
    pass
try:
    getattr(C(), "ü" * 300)
except AttributeError as e:
    print(len(str(e)), str(e)[-10:])
try:
    int("1" * 5 + "x" * 600)
except ValueError as e:
    print(len(str(e)))
try:
    ("a" * 600).index("zz" * 300)
except ValueError as e:
    print(e)
import math
try:
    math.sqrt("s" * 600)
except TypeError as e:
    print(e)
try:
    ("{" + "x" * 600 + "}").format()
except KeyError as e:
    print(len(str(e)))
for text in ["x" * 600, "١" + "y" * 600, "é" * 300, " 12 x"]:
    for base in (10, 16):
        try:
            int(text, base)
        except ValueError as e:
            print(len(str(e)), str(e)[-5:])
try:
    float("f" * 600)
except ValueError as e:
    print(len(str(e)))
getattr(object(), "tail_" * 120)
