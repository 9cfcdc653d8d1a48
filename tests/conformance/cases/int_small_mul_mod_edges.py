# a * b and a % b of small ints near the 63-bit edge and with mixed signs
vals = [0, 1, -1, 2, -2, 7, -7, 3037000499, -3037000500, 2**62 - 1, -2**62, 10**18, -10**18]
for a in vals:
    print(a, [a * b for b in vals])
    print(a, [a % b for b in vals if b])
for bad in [0]:
    try:
        print(5 % bad)
    except ZeroDivisionError as e:
        print(type(e), e)
