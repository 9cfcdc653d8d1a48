import csv
import io

rows = [
    {"name": "Alice", "age": 30, "city": "New York, NY"},
    {"name": "Bob", "age": 25, "city": 'He said "hi"'},
    {"name": "Carol", "age": 41, "city": "Paris"},
]
buf = io.StringIO()
writer = csv.DictWriter(buf, fieldnames=["name", "age", "city"])
writer.writeheader()
for r in rows:
    writer.writerow(r)
text = buf.getvalue()
print(repr(text))
back = list(csv.reader(io.StringIO(text)))
print(back)
print(len(back) - 1, "records")
w = csv.writer(buf2 := io.StringIO(), delimiter=";", quoting=csv.QUOTE_ALL)
w.writerow(["a", 1, 2.5, None])
print(buf2.getvalue(), end="")
