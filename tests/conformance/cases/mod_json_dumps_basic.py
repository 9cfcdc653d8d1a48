import json
print(json.dumps({"a": [1, 2.5, None, True, False], "b": {"c": "x"}}))
print(json.dumps((1, 2)), json.dumps(10**30), json.dumps(True), json.dumps(None), json.dumps("x"))
print(json.dumps([]), json.dumps({}), json.dumps(""), json.dumps(0), json.dumps(-1.5))
print(json.dumps([float('nan'), float('inf'), -float('inf'), 1e16, 1e-5, 0.1 + 0.2, -0.0, 1e300, 123.0]))
print(json.dumps({3: 1, 1.5: 2, True: 3, None: 4, False: 5}))
print(json.dumps({float('nan'): 1, float('inf'): 2}))
print(json.dumps({"b": 1, "a": 2}, sort_keys=True))
print(json.dumps({"b": 1, "a": 2}, separators=(',', ':')))
print(json.dumps([1, 2], separators=(' , ', ' : ')))
data = {"name": "Ann", "age": 31, "tags": ["x", "y"], "nested": {"k": [1, {"z": None}]}}
s = json.dumps(data)
print(s)
print(json.loads(s) == data)
