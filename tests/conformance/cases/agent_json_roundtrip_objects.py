import json
from dataclasses import dataclass, asdict
from datetime import date
from decimal import Decimal

@dataclass
class Task:
    title: str
    due: date
    cost: Decimal
    done: bool = False

class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, date):
            return o.isoformat()
        if isinstance(o, Decimal):
            return str(o)
        return super().default(o)

tasks = [Task("write", date(2024, 5, 1), Decimal("12.50")), Task("test", date(2024, 5, 3), Decimal("3"), True)]
s = json.dumps([asdict(t) for t in tasks], cls=Encoder)
print(s)
back = json.loads(s)
print(back[0]["due"], type(back[1]["done"]).__name__)
print(json.dumps({"d": date(2024, 1, 1)}, default=str))
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
def hook(d):
    if "due" in d:
        d["due"] = date.fromisoformat(d["due"])
    return d
print(json.loads(s, object_hook=hook)[0]["due"].year)
print(json.dumps([1.0, 2.5e-8, 1e100, True, None, "a\nb", "\u2603"]))
print(json.loads('[1.0, 2, "x", null, true, {"a": [ ]}]'), json.loads("3.25"), json.loads('"\\u00e9"'))
