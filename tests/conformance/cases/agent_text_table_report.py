rows = [
    ("Widget", 1200, 0.153),
    ("Gadget Pro Max", 35, 0.9),
    ("Thing", 0, 0.0),
    ("Doohickey", 987654, 0.04567),
]
headers = ("Product", "Units", "Share")
w0 = max(len(r[0]) for r in rows + [headers])
line = f"+{'-' * (w0 + 2)}+{'-' * 11}+{'-' * 9}+"
print(line)
print(f"| {headers[0]:<{w0}} | {headers[1]:>9} | {headers[2]:>7} |")
print(line.replace("-", "="))
for name, units, share in rows:
    print(f"| {name:<{w0}} | {units:>9,} | {share:>7.1%} |")
print(line)
total = sum(r[1] for r in rows)
print(f"| {'TOTAL':<{w0}} | {total:>9,} | {sum(r[2] for r in rows):>7.1%} |")
print(f"{'':^5}|{'x':^5}|{'yy':^5}|{'zzz':^6}|")
