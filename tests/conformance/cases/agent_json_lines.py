import json
from collections import Counter
lines = '''{"ts": "2024-01-01T00:00:00", "event": "click", "user": 1, "meta": {"x": 10}}
{"ts": "2024-01-01T00:00:05", "event": "view", "user": 2}
not json at all
{"ts": "2024-01-01T00:01:00", "event": "click", "user": 1, "meta": {"x": 15}}
'''
records, errors = [], 0
for i, line in enumerate(lines.strip().splitlines(), 1):
    try:
        records.append(json.loads(line))
    except json.JSONDecodeError as e:
        errors += 1
        print(f"line {i}: {e}")
print(len(records), errors)
print(Counter(r["event"] for r in records), Counter(r["user"] for r in records).most_common(1))
xs = [r.get("meta", {}).get("x") for r in records]
print(xs, [x for x in xs if x is not None])
print(json.dumps(records[0], indent=4))
print(json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps([[]], indent=1))
print(json.loads("[1, 2]", parse_int=str), json.loads('{"a": 1.5}', parse_float=lambda s: s + "!"))
