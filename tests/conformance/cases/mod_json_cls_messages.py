import json
class E(json.JSONEncoder): pass
class D(json.JSONDecoder): pass
for f in [lambda: json.JSONEncoder().encode(), lambda: E().encode(), lambda: E().default(), lambda: E().iterencode(),
          lambda: json.JSONEncoder().default(1, 2), lambda: D().decode(), lambda: E().encode(o=1, x=2)]:
    try: print(f())
    except TypeError as e: print(e)
print(json.dumps([1, {"a": 2}], cls=E), json.loads('[1, {"a": 2}]', cls=D))
for f in [lambda: json.JSONEncoder(cls=1), lambda: json.JSONDecoder(cls=1), lambda: E(cls=1), lambda: D(cls=1),
          lambda: json.JSONEncoder(x=1), lambda: D(y=2)]:
    try: print(f())
    except TypeError as e: print(e)
print(E(indent=2, sort_keys=True).encode({"b": 1, "a": [1]}), D(parse_int=float).decode('[1, 2]'))
print(json.JSONEncoder(separators=(',', ':')).encode([1, {"a": None}]))
