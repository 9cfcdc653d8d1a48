import csv, io
f = io.StringIO()
w = csv.writer(f)
w.writerows([[1, 2], ('a', 'b,c'), []])
print(repr(f.getvalue()))
try:
    w.writerows([[1], 5, [2]])
except csv.Error as e:
    print('Error', e)
print(repr(f.getvalue()))
try:
    w.writerows(7)
except TypeError as e:
    print('TypeError', e)
g = io.StringIO()
d = csv.DictWriter(g, ['x', 'y'])
d.writerows([{'x': 1}, {'y': 2, 'x': 3}])
try:
    d.writerows([{'x': 1}, {'z': 9}])
except ValueError as e:
    print('ValueError', e)
print(repr(g.getvalue()))
def gen():
    yield {'x': 'q'}
    raise KeyError('boom')
try:
    d.writerows(gen())
except KeyError as e:
    print('KeyError', e)
print(repr(g.getvalue()))
