import csv
import io
d = csv.DictReader(io.StringIO('name,age\nann,3\nbob,4,extra\ncid\n\n'))
print(d.fieldnames)
for row in d:
    print(row)
print(d.line_num)
d = csv.DictReader(['a,b', '1,2'], fieldnames=['x', 'y'], restkey='r', restval='v')
print(list(d))
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=['a', 'b'])
dw.writeheader()
dw.writerow({'a': 1, 'b': 'x,y'})
dw.writerow({'a': 2})
dw.writerows([{'b': 3}])
print(repr(out.getvalue()))
try:
    dw.writerow({'a': 1, 'z': 2})
except ValueError as e:
    print('ValueError', e)
dw2 = csv.DictWriter(io.StringIO(), fieldnames=['a'], extrasaction='ignore')
print(dw2.writerow({'a': 1, 'z': 2}))
print(list(csv.reader(['a\tb'], dialect='excel-tab')), list(csv.reader(['a,b'], 'unix')))
w = csv.writer(io.StringIO(), dialect='unix')
print(w.dialect.lineterminator == '\n', w.dialect.quoting)

