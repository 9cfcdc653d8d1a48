# expect: error AttributeError | error ImportError
# dataclass writes __init__ as Python: its globals hold the module's helpers, out of reach.
from dataclasses import dataclass
@dataclass
class P:
    x: int
print(P.__init__.__globals__)
