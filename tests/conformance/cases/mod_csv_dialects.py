import csv
import io
data = 'a\tb\tc\n1\t"x\ty"\t3\n'
print(list(csv.reader(io.StringIO(data), dialect="excel-tab")))
print(list(csv.reader(io.StringIO("a|b||c\n"), delimiter="|")))
print(list(csv.reader(io.StringIO("'a,b',c\n"), quotechar="'")))
print(list(csv.reader(io.StringIO('a,"b""c",d\n'), doublequote=True)))
print(list(csv.reader(io.StringIO('a,"b\\"c",d\n'), doublequote=False, escapechar="\\")))
print(list(csv.reader(io.StringIO('a,b\n'), quoting=csv.QUOTE_NONE)), list(csv.reader(['"a",b'], quoting=csv.QUOTE_NONE)))
out = io.StringIO()
w = csv.writer(out, dialect="unix")
w.writerow(["a", 1, None])
w = csv.writer(out, delimiter="\t", lineterminator="\n")
w.writerow(["x\ty", "z"])
w = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
w.writerow([1, 2.0, "3", True])
print(repr(out.getvalue()))
r = csv.reader(io.StringIO("h1,h2\nv1,v2\n"))
print(r.dialect.delimiter, r.line_num, next(r), r.line_num)
for bad in [dict(delimiter=""), dict(delimiter="ab"), dict(quoting=9), dict(quotechar=None)]:
    try:
        csv.reader([], **bad)
    except TypeError as e:
        print("TypeError", e)
try:
    csv.reader([], "nope")
except csv.Error as e:
    print("Error", e)
rows = list(csv.reader(io.StringIO("a, b ,c\n"), skipinitialspace=True))
print(rows)
print(list(csv.reader(["x,y"], csv.excel)), list(csv.reader(["x\ty"], csv.excel_tab)))
