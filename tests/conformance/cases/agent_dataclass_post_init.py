from dataclasses import dataclass, field, fields, astuple
import dataclasses

@dataclass
class Order:
    id: int
    items: list
    discount: float = 0.0
    total: float = field(init=False)
    notes: str = field(default="", repr=False)

    def __post_init__(self):
        if self.discount < 0 or self.discount > 1:
            raise ValueError("discount must be in [0, 1]")
        self.total = round(sum(p for _, p in self.items) * (1 - self.discount), 2)

o = Order(1, [("pen", 1.5), ("book", 12.0)], 0.1)
print(o)
print([f.name for f in fields(o)], astuple(o)[:2])
try:
    Order(2, [], 2)
except ValueError as e:
    print("ValueError:", e)
@dataclass
class Node:
    value: int
    children: list = field(default_factory=list)
    def add(self, v):
        n = Node(v)
        self.children.append(n)
        return n
root = Node(1)
root.add(2).add(3)
root.add(4)
print(root)
print(dataclasses.asdict(root))
print(dataclasses.is_dataclass(root), Node(1) == Node(1), Node(1) == Node(2))
@dataclass(eq=False)
class Ident:
    x: int
print(Ident(1) == Ident(1))
@dataclass
class Emp:
    name: str
    salary: int = field(compare=False, default=0)
print(Emp("a", 1) == Emp("a", 2), Emp("b"))
