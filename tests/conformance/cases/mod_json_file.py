import io
import json
f = io.StringIO()
json.dump({"k": [1, 2]}, f, indent=2, sort_keys=True)
print(f.getvalue())
f.seek(0)
print(json.load(f))
g = io.StringIO('{"x": [true, null]}')
print(json.load(g, object_hook=dict))
h = io.StringIO()
json.dump([1, "a"], h)
json.dump({}, h)
print(repr(h.getvalue()))
