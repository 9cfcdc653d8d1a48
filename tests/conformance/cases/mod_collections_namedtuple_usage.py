from collections import namedtuple

Card = namedtuple('Card', ['rank', 'suit'])
ranks = [str(n) for n in range(2, 11)] + list('JQKA')
deck = [Card(r, s) for s in 'SDCH' for r in ranks]
print(len(deck), deck[0], deck[-1], deck[12].rank)
order = {r: i for i, r in enumerate(ranks)}
print(sorted(deck[:5], key=lambda c: -order[c.rank]))
Point = namedtuple('Point', 'x y')
pts = [Point(3, 4), Point(0, 1), Point(-2, 2)]
print(max(pts, key=lambda p: p.x ** 2 + p.y ** 2), sorted(pts), min(pts))
moved = [p._replace(x=p.x + 1) for p in pts]
print(moved, pts[0])
counts = {}
for p in pts + [Point(3, 4)]:
    counts[p] = counts.get(p, 0) + 1
print(counts)
Employee = namedtuple('Employee', 'name dept salary', defaults=[0])
staff = [Employee('ann', 'eng', 120), Employee('bob', 'ops'), Employee._make(['cy', 'eng', 90])]
by_dept = {}
for e in staff:
    by_dept.setdefault(e.dept, []).append(e.name)
print(by_dept, sum(e.salary for e in staff), [e._asdict() for e in staff][0])
name, dept, salary = staff[0]
print(name, dept, salary, staff[1].salary, Employee._fields, Employee._field_defaults)
Pair = namedtuple('Pair', 'left right')
print(Pair(Point(1, 2), Point(3, 4)), Pair(1, 2) + Pair(3, 4), Pair(1, 2)[::-1])
print(isinstance(Pair(1, 2), tuple), tuple(Pair(1, 2)) == (1, 2), list(Pair('a', 'b')))
