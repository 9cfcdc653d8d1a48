from dataclasses import dataclass, field, asdict, replace
from typing import List, Optional

@dataclass
class Item:
    name: str
    price: float
    qty: int = 0
    tags: List[str] = field(default_factory=list)

    @property
    def total(self) -> float:
        return self.price * self.qty

@dataclass(order=True)
class Version:
    major: int
    minor: int = 0

@dataclass(frozen=True)
class Point:
    x: float
    y: float
    label: Optional[str] = None

items = [Item("apple", 0.5, 10), Item("pear", 0.75, 4, ["fruit"]), Item("nut", 2.0)]
print(items[0])
print(sum(i.total for i in items))
print(asdict(items[1]))
print(replace(items[2], qty=3))
print(items[0] == Item("apple", 0.5, 10), items[0] == items[1])
print(sorted([Version(2, 1), Version(1, 9), Version(2)]))
print(Version(1, 2) < Version(1, 3))
p = Point(1, 2)
print(p, hash(p) == hash(Point(1, 2)))
try:
    p.x = 5
except Exception as e:
    print(type(e).__name__, e)
