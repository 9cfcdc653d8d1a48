# A NamedTuple with more parameters than the binder's own arrays hold (PYARGS_MAX): the
# "missing N arguments" message named them from a 16-slot array on the stack.
from typing import NamedTuple
class Big(NamedTuple):
    f0: int
    f1: int
    f2: int
    f3: int
    f4: int
    f5: int
    f6: int
    f7: int
    f8: int
    f9: int
    f10: int
    f11: int
    f12: int
    f13: int
    f14: int
    f15: int
    f16: int
    f17: int
    f18: int
    f19: int
    f20: int
    f21: int
    f22: int
    f23: int
    f24: int
    f25: int
    f26: int
    f27: int
    f28: int
    f29: int
    f30: int
    f31: int
    f32: int
    f33: int
    f34: int
    f35: int
    f36: int
    f37: int
    f38: int
    f39: int
try:
    Big()
except TypeError as e:
    print(str(e))
b = Big(*range(40))
print(b.f39, len(b))
try:
    Big(*range(39))
except TypeError as e:
    print(e)
