import json
class E(json.JSONEncoder): pass
class D(json.JSONDecoder): pass
for f in [lambda: json.JSONEncoder().encode(), lambda: E().encode(), lambda: E().default(), lambda: E().iterencode(),
          lambda: json.JSONEncoder().default(1, 2), lambda: D().decode(), lambda: E().encode(o=1, x=2)]:
    try: print(f())
    except TypeError as e: print(e)
print(json.dumps([1, {"a": 2}], cls=E), json.loads('[1, {"a": 2}]', cls=D))
