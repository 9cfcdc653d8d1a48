# A small realistic program: parse records, aggregate, format a report.
raw = """sku,name,qty,price
A100,Widget,5,2.50
B200,Gadget,0,10.00
A101,Widget Pro,12,3.75
C300,Gizmo,7,1.20
B201,Gadget Mini,3,6.00"""
lines = raw.strip().splitlines()
header = lines[0].split(",")
rows = [dict(zip(header, line.split(","))) for line in lines[1:]]
for r in rows:
    r["qty"] = int(r["qty"])
    r["price"] = float(r["price"])
    r["value"] = round(r["qty"] * r["price"], 2)
by_prefix = {}
for r in rows:
    by_prefix.setdefault(r["sku"][0], []).append(r)
print(f"{'SKU':<6}{'Name':<12}{'Qty':>5}{'Value':>9}")
for r in sorted(rows, key=lambda r: (-r["value"], r["sku"])):
    print(f"{r['sku']:<6}{r['name']:<12}{r['qty']:>5}{r['value']:>9.2f}")
print("-" * 32)
for prefix, group in sorted(by_prefix.items()):
    total = sum(r["value"] for r in group)
    print(f"{prefix}: {len(group)} items, {total:.2f} total, max {max(group, key=lambda r: r['value'])['name']}")
out_of_stock = [r["name"] for r in rows if not r["qty"]]
print("out of stock:", ", ".join(out_of_stock) or "none")
avg = sum(r["price"] for r in rows) / len(rows)
print(f"average price {avg:.3f}, above average: {[r['sku'] for r in rows if r['price'] > avg]}")
