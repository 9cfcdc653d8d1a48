import csv
import io
f = io.StringIO()
w = csv.writer(f)
print(w.writerow(['a', 'b,c', 'd"e', '', None, 1, 2.5, True, 'x\ny', ' s ', 'q\rr']))
w.writerow([])
w.writerow([''])
w.writerow([None])
w.writerows([[1, 2], [3, 4]])
print(repr(f.getvalue()))
f = io.StringIO()
w = csv.writer(f, quoting=csv.QUOTE_ALL, lineterminator='\n')
w.writerow(['a', 1, None, ''])
w = csv.writer(f, quoting=csv.QUOTE_NONNUMERIC, lineterminator='\n')
w.writerow(['a', 1, 2.5, None, '', True])
w = csv.writer(f, quoting=csv.QUOTE_NONE, escapechar='\\', lineterminator='\n')
w.writerow(['a,b', 'c"d', 'e\\f'])
w = csv.writer(f, delimiter=';', quotechar="'", lineterminator='\n')
w.writerow(["a;b", "c'd", 'e"f'])
w = csv.writer(f, lineterminator='\n')
w.writerow(['x\ry'])
w = csv.writer(f, doublequote=False, escapechar='\\', lineterminator='\n')
w.writerow(['a"b'])
print(repr(f.getvalue()))
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(['a,b'])
except csv.Error as e:
    print('Error', e)
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow([''])
except csv.Error as e:
    print('Error', e)
try:
    csv.writer(io.StringIO()).writerow(5)
except csv.Error as e:
    print('Error', e)
