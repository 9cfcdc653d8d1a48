from dataclasses import dataclass, field
from typing import Callable, List
@dataclass
class Rule:
    name: str
    check: Callable[[dict], bool]
    message: str
@dataclass
class Report:
    passed: List[str] = field(default_factory=list)
    failed: List[str] = field(default_factory=list)
    @property
    def ok(self):
        return not self.failed
    def __str__(self):
        return f"{len(self.passed)} passed, {len(self.failed)} failed" + ("" if self.ok else ": " + "; ".join(self.failed))
rules = [
    Rule("has_id", lambda r: "id" in r, "missing id"),
    Rule("positive_qty", lambda r: r.get("qty", 0) > 0, "qty must be > 0"),
    Rule("known_unit", lambda r: r.get("unit") in {"kg", "pcs"}, "unknown unit"),
]
def validate(record):
    rep = Report()
    for rule in rules:
        try:
            ok = rule.check(record)
        except Exception as e:
            ok = False
            rep.failed.append(f"{rule.name} raised {type(e).__name__}")
            continue
        (rep.passed if ok else rep.failed).append(rule.name if ok else rule.message)
    return rep
for rec in [{"id": 1, "qty": 2, "unit": "kg"}, {"qty": -1, "unit": "lb"}, {"id": 2, "qty": "3", "unit": "pcs"}]:
    r = validate(rec)
    print(r.ok, r)
