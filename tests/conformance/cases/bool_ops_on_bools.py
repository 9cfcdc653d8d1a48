# Bitwise ops on bools stay bools; comparisons of bools.
print(True & False, True | False, True ^ True, ~True, -False, True == 1.0, True != 2)
print(type(True & True), type(True + False), True * "ab", [0] * True, "x" * False)
print(max([False, True]), min(True, False), abs(True), round(True), hash(True), hash(False))
