# Calls that take the evaluator's fast path (a plain def called with exactly its
# positional arguments) next to ones that must not, and what each leaves behind.

def add(a, b):
    return a + b

def many(a, b, c, d, e, f, g, h, i, j, k, l, m):  # more locals than the fast path keeps
    n = a + b + c + d + e + f + g + h + i + j + k + l + m
    return n

def twelve(a, b, c, d, e, f, g, h, i, j, k, l):
    return [a, b, c, d, e, f, g, h, i, j, k, l]

def no_return(x):
    x = x * 2

def uses_del(x):
    del x
    return x

def with_default(a, b=10):
    return a + b

def finally_return(x):
    try:
        return x + 1
    finally:
        print("finally ran with", x)

def boom():
    raise ValueError("in an argument")

print(add(1, 2), add("a", "b"), add(a=3, b=4), add(*[5, 6]))
print(many(*range(13)), many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13))
print(twelve(*"abcdefghijkl"))
print(no_return(3), with_default(1), with_default(1, 2))
print(finally_return(41))
try:
    uses_del(1)
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
for args in [(), (1,), (1, 2, 3)]:
    try:
        add(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    add(1, boom())
except ValueError as e:
    print("ValueError:", e)
print(add(1, 2))

class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, other):
        return P(self.x + other.x, self.y + other.y)

    def norm1(self):
        return abs(self.x) + abs(self.y)

acc = P(0, 0)
for i in range(5):
    acc = acc.add(P(i, -i))
print(acc.x, acc.y, acc.norm1())
try:
    acc.add()
except TypeError as e:
    print("TypeError:", e)
try:
    P(1)
except TypeError as e:
    print("TypeError:", e)

# an instance attribute that shadows a method is called instead of it
acc.norm1 = lambda: "own"
print(acc.norm1())

# recursion: the limit is reached, caught, and the depth is whole again afterwards
def down(n):
    if n == 0:
        return 0
    return 1 + down(n - 1)

for attempt in range(3):
    try:
        down(100000)
    except RecursionError as e:
        print("RecursionError:", e)
print(down(900))
