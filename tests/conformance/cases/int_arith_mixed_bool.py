# Arithmetic on bools and ints.
print(True + True, True * 10, False - 1, True / 2, True // 2, -True, ~True, True ** 10)
print(True & 3, True | 2, True ^ True, 3 - True)
print(sum([True, True, False, True]), True + 1.5)
print(type(True + True), type(True & False), type(True | False), type(~False))
