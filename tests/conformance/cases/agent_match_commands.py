def handle(cmd):
    match cmd.split():
        case ["go", direction]:
            return f"going {direction}"
        case ["take", *items] if items:
            return f"taking {', '.join(items)}"
        case ["quit" | "exit"]:
            return "bye"
        case [verb, *_]:
            return f"unknown verb {verb!r}"
        case []:
            return "empty"

for c in ["go north", "take key lamp", "quit", "dance wildly", "", "take"]:
    print(handle(c))

def describe(obj):
    match obj:
        case {"type": "circle", "r": r}:
            return f"circle r={r}"
        case {"type": "rect", "w": w, "h": h}:
            return f"rect {w}x{h}"
        case int() | float() as n if n < 0:
            return "negative"
        case int(n):
            return f"int {n}"
        case (x, y):
            return f"pair {x},{y}"
        case str() as s:
            return f"str {s}"
        case _:
            return "other"
for o in [{"type": "circle", "r": 2}, {"type": "rect", "w": 1, "h": 3}, -2.5, 7, (1, 2), "hi", None]:
    print(describe(o))
from dataclasses import dataclass
@dataclass
class Pt:
    x: int
    y: int
def where(p):
    match p:
        case Pt(x=0, y=0):
            return "origin"
        case Pt(x=0, y=y):
            return f"y-axis {y}"
        case Pt(x, y):
            return f"({x}, {y})"
print(where(Pt(0, 0)), where(Pt(0, 5)), where(Pt(2, 3)))
