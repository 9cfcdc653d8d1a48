orders = [
    {"id": 1, "customer": "ann", "items": [{"sku": "A", "qty": 2, "price": 3.5}, {"sku": "B", "qty": 1, "price": 10.0}]},
    {"id": 2, "customer": "bob", "items": [{"sku": "A", "qty": 1, "price": 3.5}]},
    {"id": 3, "customer": "ann", "items": [{"sku": "C", "qty": 5, "price": 1.25}]},
]
totals = {}
for o in orders:
    amount = sum(i["qty"] * i["price"] for i in o["items"])
    totals[o["customer"]] = totals.get(o["customer"], 0) + amount
print(totals)
sku_qty = {}
for o in orders:
    for it in o["items"]:
        sku_qty[it["sku"]] = sku_qty.get(it["sku"], 0) + it["qty"]
print(sorted(sku_qty.items(), key=lambda kv: kv[1], reverse=True))
print({o["id"]: len(o["items"]) for o in orders})
biggest = max(orders, key=lambda o: sum(i["qty"] * i["price"] for i in o["items"]))
print(biggest["id"], biggest["customer"])
merged = {**{"a": 1, "b": 2}, **{"b": 3, "c": 4}}
print(merged, {"a": 1} | {"a": 2, "z": 0})
inverted = {v: k for k, v in merged.items()}
print(inverted)
grid = [[0] * 3 for _ in range(2)]
grid[0][1] = 5
print(grid, [row[:] for row in grid] == grid)
print(list(zip(*[(1, "a"), (2, "b")])), dict(zip("abc", range(3))))
print(any(o["customer"] == "bob" for o in orders), all(o["items"] for o in orders))
