point = (3, 4)
x, y = point
print(x, y)
first, *middle, last = [1, 2, 3, 4, 5]
print(first, middle, last)
(a, b), c = (1, 2), 3
print(a, b, c)
for i, (name, score) in enumerate([("ann", 90), ("bob", 85)], start=1):
    print(i, name, score)
a, b = b, a
print(a, b)
head, *tail = "hello"
print(head, tail)
def stats(xs):
    return min(xs), max(xs), sum(xs) / len(xs)
lo, hi, avg = stats([4, 8, 15, 16, 23, 42])
print(lo, hi, avg)
pairs = [(1, "one"), (2, "two")]
nums, names = zip(*pairs)
print(nums, names)
t = (1, 2, 3)
print(t + (4,), t * 2, t.index(2), t.count(1), (1,) == (1,), tuple("ab"))
try:
    p, q = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    p, q, r = [1, 2]
except ValueError as e:
    print(e)
print({**{"a": 1}}, [*range(3), *"ab"], (*[1, 2],))
print(*[1, 2, 3], sep=", ")
