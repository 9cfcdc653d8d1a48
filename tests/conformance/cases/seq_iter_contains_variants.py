# List and tuple iterators share one next, list and tuple one seq_contains; set relations,
# str find family and bytes variants each one implementation.
l = [1, 2, 3]
out = []
for x in iter(l):
    out.append(x)
    if x == 1:
        l.append(4)
print(out, list(iter((1, 2))), type(iter(l)).__name__, type(iter(())).__name__)
it = iter([1]); print(next(it), next(it, 'end'), iter(it) is it)
class E:
    def __init__(self, l): self.l = l
    def __eq__(self, o):
        self.l.clear(); return False
l2 = [0, 1]; l2[0] = E(l2)
print(5 in l2, 3 in (1, 2, 3), 'a' in ('b',), 1 in [1.0])
s = {1, 2}
print(s.issubset([1, 2, 3]), s.issuperset([1]), s.isdisjoint([3]), s.isdisjoint({2}), frozenset([1]).issubset(s), s.symmetric_difference([2, 3]))
print('abcabc'.find('c'), 'abcabc'.rfind('c'), 'abcabc'.index('b'), 'abcabc'.rindex('b'))
try: 'abc'.index('z')
except ValueError as e: print(e)
try: 'abc'.find()
except TypeError as e: print(e)
try: 'abc'.rindex(1)
except TypeError as e: print(e)
print(b'a,b'.split(b','), b'a,b'.rsplit(b',', 1), b'a,b'.partition(b','), b'a,b'.rpartition(b','), b' x '.strip(), b'ab'.center(6), b'ab'.ljust(4, b'*'), b'abc'.removeprefix(b'a'), b'x'.islower(), bytearray(b'AB').isupper())
try: b'x'.center()
except TypeError as e: print(e)
