# Aggregating records into a formatted table.
orders = [
    {"item": "widget", "qty": 3, "price": 2.50},
    {"item": "gadget", "qty": 1, "price": 10.00},
    {"item": "widget", "qty": 2, "price": 2.50},
    {"item": "doohickey", "qty": 10, "price": 0.99},
]
totals = {}
for o in orders:
    t = totals.setdefault(o["item"], {"qty": 0, "revenue": 0.0})
    t["qty"] += o["qty"]
    t["revenue"] += o["qty"] * o["price"]
print(f"{'item':<10}|{'qty':>5}|{'revenue':>10}")
print("-" * 27)
for item, t in sorted(totals.items(), key=lambda kv: -kv[1]["revenue"]):
    print(f"{item:<10}|{t['qty']:>5}|{t['revenue']:>10.2f}")
print(f"{'total':<10}|{sum(t['qty'] for t in totals.values()):>5}|{sum(t['revenue'] for t in totals.values()):>10.2f}")
