# Aggregates over lists.
data = [[3, 1], [4, 1, 5], [9], []]
print(sum(len(r) for r in data), max(data, key=len), min(data), sorted(map(sum, data)), sum(data, []))
