# +, *, +=, *=, in, len, mixed.
a = [1, 2]
b = a
a += [3]
print(a, b, a is b)
a = a + [4]
print(a, b, a is b)
c = [0] * 3 + [1] * 2
print(c, 3 * [None], [1, 2] * 0, [1] * -1)
b *= 2
print(b, 2 in b, 9 in b, 9 not in b, len(b))
b += "xy"
print(b)
try:
    b + "z"
except TypeError as e:
    print(type(e), e)
try:
    b * 1.5
except TypeError as e:
    print(type(e), e)
