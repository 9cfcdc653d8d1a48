import csv
import io
from collections import defaultdict

data = """region,product,units,price
North,Widget,10,2.50
South,Gadget,3,10.00
North,Gadget,7,10.00
East,Widget,12,2.50
South,Widget,5,2.50
"""
reader = csv.DictReader(io.StringIO(data))
totals = defaultdict(float)
units = defaultdict(int)
for row in reader:
    revenue = int(row["units"]) * float(row["price"])
    totals[row["region"]] += revenue
    units[row["product"]] += int(row["units"])
for region, total in sorted(totals.items(), key=lambda kv: -kv[1]):
    print(f"{region:<8}{total:>10.2f}")
print(dict(units))
best = max(totals, key=totals.get)
print(f"Best region: {best} with ${totals[best]:,.2f}")
