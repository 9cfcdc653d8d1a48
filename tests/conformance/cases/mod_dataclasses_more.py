from dataclasses import dataclass, field, fields, asdict, KW_ONLY, replace
from typing import ClassVar, List, Optional
@dataclass
class Config:
    name: str
    retries: int = 3
    tags: List[str] = field(default_factory=list)
    parent: Optional["Config"] = None
    counter: ClassVar[int] = 0
    def bump(self):
        Config.counter += 1
        return Config.counter
c = Config("svc", tags=["a"])
print(c, c.bump(), c.bump(), [f.name for f in fields(Config)], Config.counter)
print(asdict(Config("x", parent=Config("p"))))
@dataclass
class Opts:
    a: int
    _: KW_ONLY
    verbose: bool = False
    level: int = 1
print(Opts(1, verbose=True), Opts(2, level=5))
try:
    Opts(1, True)
except TypeError as e:
    print(type(e), e)
@dataclass(frozen=True)
class Pt:
    x: float
    y: float
    def dist(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
pts = {Pt(3, 4), Pt(3, 4), Pt(0, 1)}
print(len(pts), Pt(3, 4).dist(), replace(Pt(1, 2), y=5), Pt(1, 2) == Pt(1.0, 2.0))
@dataclass
class Node:
    val: int
    children: list = field(default_factory=list, repr=False)
    def add(self, v):
        n = Node(v)
        self.children.append(n)
        return n
root = Node(1)
root.add(2).add(3)
print(root, len(root.children), asdict(root))
def describe(s):
    match s:
        case Pt(x=0, y=0):
            return "origin"
        case Pt(x, y) if x == y:
            return "diagonal"
        case Pt(x, y):
            return f"({x}, {y})"
print(describe(Pt(0, 0)), describe(Pt(2, 2)), describe(Pt(1, 3)))
@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
print(sorted([Task(3, "c"), Task(1, "a"), Task(2, "b")]), Task(1, "x") == Task(1, "y"))
