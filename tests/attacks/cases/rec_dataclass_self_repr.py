# expect: ok | error ImportError
# A dataclass that contains itself: the generated __repr__ prints "..." for it, as reprlib does.
from dataclasses import dataclass, field
@dataclass
class N:
    items: list = field(default_factory=list)
n = N()
n.items.append(n)
print(repr(n))
