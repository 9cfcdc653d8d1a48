import json, io
class F:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
f = F()
for c in [lambda: json.dump(1), lambda: json.dump(), lambda: json.dump(1, f, 3), lambda: json.dump([1, {"b": 2, "a": 1}], f, sort_keys=True, indent=1),
          lambda: json.dump(obj=[1], fp=f), lambda: json.dump([1], fp=f, separators=(',', ':')), lambda: json.dump(1, f, obj=2),
          lambda: json.dumps(), lambda: json.dumps(1, 2), lambda: json.dumps(obj=3), lambda: json.dumps([2], cls=json.JSONEncoder, indent=None),
          lambda: json.loads(), lambda: json.loads('1', 2), lambda: json.loads(s='[1]'), lambda: json.loads('{"a": 1.5}', parse_float=str),
          lambda: json.load(io.StringIO('[1, 2]')), lambda: json.load(io.StringIO('3'), 1),
          lambda: json.dump(1, 5)]:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
print(''.join(f.parts))
