import csv
import io
rows = [["id", "name", "note"], [1, "Ann", "likes, commas"], [2, "Bob", 'says "hi"'],
        [3, "Cé", "multi\nline"], [4, "", None]]
buf = io.StringIO()
csv.writer(buf).writerows(rows)
text = buf.getvalue()
print(repr(text))
back = list(csv.reader(io.StringIO(text)))
print(back)
print(back[1:] == [[str(c) if c is not None else "" for c in r] for r in rows[1:]])
data = "city;pop\nParis;2.1\nLyon;0.5\n"
total = 0.0
for row in csv.DictReader(io.StringIO(data), delimiter=";"):
    total += float(row["pop"])
print(round(total, 2))
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["k", "v"], lineterminator="\n")
w.writeheader()
for k, v in sorted({"b": 2, "a": 1}.items()):
    w.writerow({"k": k, "v": v})
print(out.getvalue(), end="")
lines = ["x,y", "1,2", "3,4"]
r = csv.reader(lines)
header = next(r)
print(header, [list(map(int, row)) for row in r])
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_NONE)
print(list(csv.reader(["a|b|c"], "pipes")), csv.get_dialect("pipes").delimiter)
print(sorted(csv.list_dialects()))
csv.unregister_dialect("pipes")
try:
    csv.get_dialect("pipes")
except csv.Error as e:
    print("Error", e)
print(csv.field_size_limit())
d = csv.excel
print(d.delimiter, repr(d.lineterminator), d.quoting, d.doublequote)
