# hex/oct/bin of ints, negative ints and big ints.
for n in (0, 1, -1, 255, -255, 2 ** 64, -(2 ** 70) + 3):
    print(hex(n), oct(n), bin(n))
print(hex(True), bin(False))
try:
    hex(1.5)
except TypeError as e:
    print(type(e), e)
