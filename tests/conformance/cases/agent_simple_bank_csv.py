import csv, io
from decimal import Decimal
from collections import defaultdict
statement = """date,description,amount,category
2024-01-03,Coffee shop,-4.50,food
2024-01-04,Salary,2500.00,income
2024-01-05,Grocery store,-82.13,food
2024-01-09,Electric bill,-61.00,utilities
2024-01-12,Restaurant,-45.25,food
2024-01-15,Refund,12.99,shopping
"""
rows = list(csv.DictReader(io.StringIO(statement)))
by_cat = defaultdict(Decimal)
for r in rows:
    by_cat[r["category"]] += Decimal(r["amount"])
for cat, amt in sorted(by_cat.items(), key=lambda kv: kv[1]):
    print(f"{cat:<10} {amt:>10}")
income = sum(Decimal(r["amount"]) for r in rows if Decimal(r["amount"]) > 0)
spend = -sum(Decimal(r["amount"]) for r in rows if Decimal(r["amount"]) < 0)
print(f"income {income} spend {spend} net {income - spend} rate {(income - spend) / income:.1%}")
biggest = min(rows, key=lambda r: Decimal(r["amount"]))
print(biggest["description"], biggest["date"])
print(len([r for r in rows if r["date"] >= "2024-01-09"]))
