# expect: ok
# imports: collections typing
# P.x.fget(junk): the field getter read its argument as a tuple whatever its type (a heap read past a float, found while auditing). CPython's getter has no fget; where ours does, it must refuse non-tuples.
import collections, typing
P = collections.namedtuple('P', 'x y')
class Q(typing.NamedTuple):
    a: int
    b: int
for g in (P.x, P.y, Q.a, Q.b):
    f = getattr(g, 'fget', None)
    if f is None:
        continue
    assert f(P(1, 2)) in (1, 2)
    for junk in (1.5, 'abcdef', [1, 2, 3], 5):
        try:
            f(junk)
        except TypeError:
            pass
        else:
            raise AssertionError(junk)
