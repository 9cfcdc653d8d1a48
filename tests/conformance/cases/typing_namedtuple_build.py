# NamedTuple's methods and constructor build the instance through one path (nt_build).
from typing import NamedTuple


class P(NamedTuple):
    x: int
    y: int = 5


p = P(1, 2)
print(p._asdict(), P._make([3, 4]), p._make([5, 6]), p._replace(y=9), P(7), P(x=1, y=3))
print(P._make(iter(range(2))), P._replace(p, y=0), P._asdict(p), type(P._make('ab')).__name__)
calls = [lambda: p._replace(z=1), lambda: P(), lambda: P(1, z=2),
         lambda: P._make(5)]
for f in calls:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)
