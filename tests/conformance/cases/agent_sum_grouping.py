from itertools import groupby
from operator import itemgetter
sales = [
    {"month": "2024-01", "rep": "ann", "amount": 120},
    {"month": "2024-01", "rep": "bob", "amount": 80},
    {"month": "2024-02", "rep": "ann", "amount": 200},
    {"month": "2024-02", "rep": "cy", "amount": 50},
    {"month": "2024-03", "rep": "bob", "amount": 130},
]
for month, grp in groupby(sales, key=itemgetter("month")):
    g = list(grp)
    print(month, sum(s["amount"] for s in g), max(g, key=itemgetter("amount"))["rep"])
by_rep = {}
for s in sales:
    by_rep.setdefault(s["rep"], []).append(s["amount"])
print({r: (sum(v), len(v), round(sum(v) / len(v), 1)) for r, v in sorted(by_rep.items())})
running = 0
for s in sales:
    running += s["amount"]
    s["cumulative"] = running
print([s["cumulative"] for s in sales])
pct = {r: f"{sum(v) / running:.0%}" for r, v in by_rep.items()}
print(sorted(pct.items()))
print([k for k, _ in groupby("aaabbbcca")], [len(list(g)) for _, g in groupby("aaabbbcca")])
