import re
data = ["a=1", "junk", "b=22", "c=x", "d=4"]
parsed = {m.group(1): int(m.group(2)) for s in data if (m := re.fullmatch(r"(\w)=(\d+)", s))}
print(parsed)
values = [y for x in range(10) if (y := x * x) % 3 == 0]
print(values, y)
chunks = iter(range(10))
total = 0
while (n := next(chunks, None)) is not None:
    total += n
print(total)
nested = [[1, 2, 3], [4], [], [5, 6]]
print([len(r) for r in nested], {i: r for i, r in enumerate(nested) if r})
print({x % 3 for x in range(10)}, {k: [v for v in range(6) if v % 2 == k] for k in range(2)})
pairs = [(a, b) for a in range(1, 5) for b in range(a, 5) if (a + b) % 3 == 0]
print(pairs)
gen = (c.upper() for c in "hello" if c not in "aeiou")
print("".join(gen))
matrix = [[i * j for j in range(1, 4)] for i in range(1, 4)]
print(matrix, [row[i] for i, row in enumerate(matrix)])
print(sum(x for x in range(100) if x % 7 == 0), max((len(w), w) for w in "the quick brownest fox".split()))
