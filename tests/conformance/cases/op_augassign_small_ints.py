# Augmented assignment on two small ints, into a local, a global, an attribute and an
# item: every operator, results past 64 bits, Python's signs for // and %, and errors.

big = 2**62 - 1

def ops(a, b):
    out = []
    for name in ["+", "-", "*", "//", "%", "**", "<<", ">>", "&", "|", "^", "/"]:
        x = a
        try:
            if name == "+": x += b
            elif name == "-": x -= b
            elif name == "*": x *= b
            elif name == "//": x //= b
            elif name == "%": x %= b
            elif name == "**": x **= b
            elif name == "<<": x <<= b
            elif name == ">>": x >>= b
            elif name == "&": x &= b
            elif name == "|": x |= b
            elif name == "^": x ^= b
            elif name == "/": x /= b
            out.append(x)
        except (ZeroDivisionError, ValueError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out

for a, b in [(7, 3), (-7, 3), (7, -3), (-7, -3), (5, 0), (big, 1), (big, 2), (-big, 2), (3, 70)]:
    print(a, b, ops(a, b))

g = 1
for i in range(70):
    g += g
print(g)

class Box:
    pass

box = Box()
box.n = 5
box.n -= 10
box.n *= big
d = {"k": 3}
d["k"] %= -2
print(box.n, d)

def count():
    total = 0
    i = 0
    while i < 1000:
        total += i * i
        i += 1
    return total, i
print(count())
try:
    n = 1
    n @= 2
except TypeError as e:
    print("TypeError:", e)
