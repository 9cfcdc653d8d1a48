# The test of an if/while/elif/assert/ternary that is one comparison: small ints, big
# ints, floats, strings, mixed types, rich comparisons that return non-bools, and
# chained comparisons.

class Weird:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return Truthy(self.v < other)

    def __eq__(self, other):
        return "yes" if self.v == other else ""

class Truthy:
    def __init__(self, t):
        self.t = t

    def __bool__(self):
        print("bool called")
        return self.t

class Bad:
    def __bool__(self):
        raise ValueError("no truth here")

class ReturnsBad:
    def __lt__(self, other):
        return Bad()

def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n >= 2**70:
        return "huge"
    return "positive"

for v in [-5, 0, 3, 2**70, 2**71, -2**80, 1.5, -0.0, True, False]:
    print(v, classify(v))

for a, b in [("a", "b"), ("b", "a"), (1, 1.0), ((1, 2), (1, 3)), ([1], [1])]:
    if a < b:
        print(a, "<", b)
    if a != b:
        print(a, "!=", b)
    if a is b:
        print(a, "is", b)
    if a in [b]:
        print(a, "in", [b])

w = Weird(3)
if w < 5:
    print("weird < 5")
if w == 3:
    print("weird == 3")
if not w == 4:
    print("weird != 4")
print("t" if w < 1 else "f")

i = 0
while i < 5:
    i += 1
print("i", i)

x = 5
if 1 < x < 10:
    print("chained in range")
if 1 < x > 10:
    print("never")

try:
    if ReturnsBad() < 1:
        print("never")
except ValueError as e:
    print("ValueError:", e)
try:
    if "a" < 1:
        print("never")
except TypeError as e:
    print("TypeError:", e)
try:
    assert x < 3, "x too big"
except AssertionError as e:
    print("AssertionError:", e)
