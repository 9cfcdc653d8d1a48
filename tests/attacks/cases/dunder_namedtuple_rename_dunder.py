# expect: ok
# rename=True turns a dunder field into _0: the class stays a plain tuple.
from collections import namedtuple
P = namedtuple('P', ['__class__', 'x'], rename=True)
assert P._fields == ("_0", "x")
print(P(1, 2))
