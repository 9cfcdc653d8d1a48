from collections import Counter
data = [3, 7, 7, 2, 9, 7, 3, 3, 1, 9, 9, 9, 5]
hist = Counter(data)
width = max(hist.values())
for value in sorted(hist):
    bar = "#" * hist[value]
    print(f"{value:>3} | {bar:<{width}} | {hist[value]}")
buckets = Counter((x // 3) * 3 for x in data)
for lo in range(0, 12, 3):
    print(f"[{lo:2d}, {lo + 3:2d}) {'*' * buckets.get(lo, 0)}")
table = [("Name", "Qty", "Price"), ("apple", 3, 1.5), ("watermelon", 1, 4.25)]
widths = [max(len(str(row[i])) for row in table) for i in range(3)]
for row in table:
    print(" | ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w) for i, (c, w) in enumerate(zip(row, widths))))
print("-" * (sum(widths) + 6))
