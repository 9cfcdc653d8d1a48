# Assignment expressions.
data = [1, 5, 12, 7, 20]
if (n := len(data)) > 3:
    print("long", n)
print([y for x in data if (y := x * 2) > 10], y)
i = 0
while (i := i + 1) < 4:
    print(i, end=" ")
print()
print((total := sum(data)), total, [last := v for v in range(3)], last)
def f():
    if (m := 5) > 2:
        return m
print(f())
values = [(k, v) for k in "ab" if (v := k.upper())]
print(values, v)
