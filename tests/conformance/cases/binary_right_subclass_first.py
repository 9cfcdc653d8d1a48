# A right operand whose type derives from the left's and overrides the operator goes first.
from collections import OrderedDict, defaultdict
class I(int):
    def __radd__(self, o): return ("I.__radd__", o)
    def __rsub__(self, o): return NotImplemented
class J(int):
    def __add__(self, o): return "J.__add__"
class F(float):
    def __rmul__(self, o): return "F.__rmul__"
class D(dict):
    def __ror__(self, o): return "D.__ror__"
class L(list):
    def __radd__(self, o): return "L.__radd__"
class G(int):
    def __gt__(self, o): return "G.__gt__"
    def __lt__(self, o): return "G.__lt__"
print(1 + I(2), 5 - I(2), 1 + J(2), J(2) + 1, 2.0 * F(3), 2 * F(3))
print({'z': 0} | D(a=1), [1] + L([2]), L([2]) + [1])
print(1 < G(2), 1 > G(2), G(2) < 1)
r = {'z': 0} | OrderedDict(a=1); print(type(r).__name__, list(r.items()))
r = {'z': 0} | defaultdict(int, a=1); print(type(r).__name__, sorted(r.items()))
print(True + 1, 1 + True, 3 * True)
