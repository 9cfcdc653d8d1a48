# expect: error AttributeError | error ImportError
# The frozen check cannot be sidestepped with object.__setattr__ (a dunder read).
from dataclasses import dataclass
@dataclass(frozen=True)
class P:
    x: int
p = P(1)
object.__setattr__(p, "x", 2)
