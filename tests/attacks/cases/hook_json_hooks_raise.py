# expect: ok
# imports: json
# object_hook, parse_float and default= that raise: the exception propagates cleanly.
import json
def boom(x):
    raise KeyError("hook")
for kw in [{"object_hook": boom}, {"parse_float": boom}, {"object_pairs_hook": boom}]:
    try:
        json.loads('{"a": 1.5}', **kw)
    except KeyError as e:
        print("KeyError", e)
try:
    json.dumps({1, 2}, default=boom)
except KeyError as e:
    print("KeyError", e)
