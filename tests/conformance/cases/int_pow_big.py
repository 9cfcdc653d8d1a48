# Big powers are exact.
print(2 ** 64, 2 ** 64 - 1, -(2 ** 63))
print(3 ** 100)
print(7 ** 77 % 1000, (10 ** 50 + 1) ** 2)
print(len(str(2 ** 1000)), str(2 ** 1000)[:20], str(2 ** 1000)[-20:])
print((-3) ** 41)
