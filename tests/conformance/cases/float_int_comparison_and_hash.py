# Ints and floats that are equal compare and hash equal, so they collide as keys.
d = {1: "int", 1.0: "float", True: "bool"}
print(d)
d2 = {0: "zero"}
d2[0.0] = "float zero"
d2[False] = "false"
print(d2, len(d2))
print(hash(1) == hash(1.0), hash(0) == hash(-0.0), hash(2 ** 61 - 1), hash(-1), hash(-2))
print(hash(True), hash(None) == hash(None), hash(12345))
s = {1, 1.0, True}
print(len(s))
