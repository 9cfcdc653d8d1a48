import json
try:
    json.dumps(float('nan'), allow_nan=False)
except ValueError as e:
    print('ValueError', e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print('TypeError', e)
print(json.dumps({(1, 2): 3, "a": 1}, skipkeys=True))
try:
    json.dumps({1, 2})
except TypeError as e:
    print('TypeError', e)
try:
    json.dumps(b'x')
except TypeError as e:
    print('TypeError', e)
print(json.dumps({1, 2}, default=sorted))
print(json.dumps({"when": complex(1, 2)}, default=str))
l = []
l.append(l)
try:
    json.dumps(l)
except ValueError as e:
    print('ValueError', e)
l.clear()
d = {}
d['x'] = d
try:
    json.dumps(d)
except ValueError as e:
    print('ValueError', e)
d.clear()
try:
    json.dumps({1: 1, "a": 2}, sort_keys=True)
except TypeError as e:
    print('TypeError', e)
def default(o):
    return o
try:
    json.dumps(object(), default=default)
except ValueError as e:
    print('ValueError', e)
class P:
    def __init__(self, x):
        self.x = x
print(json.dumps([P(1), P(2)], default=lambda o: {"x": o.x}))
