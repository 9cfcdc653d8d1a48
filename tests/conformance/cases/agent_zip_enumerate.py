names = ["ann", "bob", "cy"]
ages = [31, 25, 40]
cities = ["Oslo", "Rome"]
for i, (n, a) in enumerate(zip(names, ages)):
    print(i, n.title(), a)
print(list(zip(names, cities)), dict(zip(names, ages)))
print(sorted(zip(ages, names)), [n for _, n in sorted(zip(ages, names), reverse=True)])
try:
    list(zip(names, cities, strict=True))
except ValueError as e:
    print("ValueError:", e)
rank = {n: i for i, n in enumerate(sorted(names, key=lambda n: -ages[names.index(n)]), 1)}
print(rank)
cols = list(zip(*[[1, 2, 3], [4, 5, 6], [7, 8, 9]]))
print(cols, list(map(sum, cols)))
for idx, ch in enumerate("xyz", start=10):
    print(idx, ch, end="; ")
print()
print(list(enumerate([])), list(zip()), list(zip([1])))
