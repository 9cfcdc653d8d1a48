import csv, io
cases = ['a\\,b,c\n', 'a\\\nb,c\n', '"a\\"b",c\n', '"x\\\ny",z\n', 'a\\\r\nb\n', 'end\\', '"q\\', 'a\\\\b\n']
for text in cases:
    try:
        print(repr(text), list(csv.reader(io.StringIO(text, newline=''), escapechar='\\')))
    except csv.Error as e:
        print(repr(text), 'Error', e)
    try:
        print(repr(text), list(csv.reader(text.splitlines(True), escapechar='\\')))
    except csv.Error as e:
        print(repr(text), 'Error', e)
out = io.StringIO()
w = csv.writer(out, escapechar='\\', quoting=csv.QUOTE_NONE)
w.writerow(['a,b', 'c"d', 1])
print(repr(out.getvalue()), w.dialect.escapechar)
