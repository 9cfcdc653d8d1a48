# Containers filled through one iter_each (dict.update, dict(), fromkeys, set.update,
# intersection), zip/map opening their iterators alike, truth from len, seq_fill.
print(list(zip([1], 'ab')), list(map(lambda a, b: a + b, [1, 2], [3, 4])))
for f in (lambda: zip([], 1), lambda: map(len, [], 1), lambda: zip(1), lambda: list(zip([1], [2, 3], strict=True))):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
d = {}; d.update([(1, 2), [3, 4]]); print(d)
class K:
    def keys(self): return ['a', 'b']
    def __getitem__(self, k): return k * 2
d.update(K()); print(d, dict(K()), dict.fromkeys('ab'), dict.fromkeys([1, 2], 0))
for f in (lambda: dict([(1, 2, 3)]), lambda: dict([1]), lambda: dict.fromkeys(1), lambda: {}.update(1), lambda: dict(['ab', 'c'])):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
s = {1, 2, 3}; s.update(x for x in [4]); print(s, s.intersection([2, 9, 3]), {1}.intersection(iter([1])))
try: s.update(5)
except TypeError as e: print(e)
print([1, 2] + [3], (1,) + (2, 3), [1, 2] * 3, (1, 2) * 2, [] * 5, () * 3, [0] * 0, (1,) + (), () + (1,))
l = [1, 2]; l *= 2; print(l)
print(bool(''), bool('x'), bool(b''), bool(bytearray(b'x')))
for v in ([], [1], (), (1,), {}, {1: 2}, set(), {1}, frozenset(), '', 'a', b'', b'a', bytearray(), bytearray(b'a')):
    print(bool(v), not v, hasattr(v, '__bool__'), hasattr(v, '__len__'))
class L(list): pass
class D(dict): pass
class S(str): pass
class T(tuple): pass
print(bool(L()), bool(L([1])), bool(D()), bool(D(a=1)), bool(S()), bool(S('x')), bool(T()), bool(T([1])))
import collections
print(bool(collections.defaultdict(int)), bool(collections.OrderedDict()), bool(collections.Counter('a')), bool(collections.deque()))
