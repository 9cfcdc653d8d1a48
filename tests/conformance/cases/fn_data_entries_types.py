# dict.get/setdefault, the set operations and relations, and str.find and its family, each one
# function behind several table entries (fn_data); bytes padding through one widened();
# slice bounds clamped by one clamp_bound.
d = {'a': 1}
print(d.get('a'), d.get('b'), d.get('b', 5), d.setdefault('a', 9), d.setdefault('c'), d.setdefault('e', 3), d)
for f in (lambda: d.get(), lambda: d.get(1, 2, 3), lambda: d.setdefault(), lambda: d.get([]), lambda: d.setdefault(k=1)):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
s = {1, 2, 3}; fs = frozenset([2, 3, 4])
print(s.union([9]), s.intersection([1, 9], [1]), s.difference([1]), s.symmetric_difference([3, 4]), fs.union(s), fs.intersection(s), fs.difference(s), fs.symmetric_difference(s))
print(s.issubset([1, 2, 3, 4]), fs.issuperset([2]), fs.isdisjoint([9]), s.union(), type(fs.union()).__name__)
s.intersection_update([1, 2]); print(s); s.difference_update([1]); print(s); s.symmetric_difference_update([5]); print(s)
for f in (lambda: s.symmetric_difference(), lambda: s.issubset(), lambda: fs.add(1), lambda: s.union(1), lambda: s.isdisjoint(1, 2), lambda: s.symmetric_difference_update([1], [2])):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
print(sorted(m for m in dir(frozenset) if not m.startswith('_')), sorted(m for m in dir(set) if not m.startswith('_')))
print('abcab'.find('b'), 'abcab'.rfind('b'), 'abcab'.index('c'), 'abcab'.rindex('a'), 'abc'.find('c', 1, 2), 'abc'.rfind('', 5))
for f in (lambda: 'a'.rindex('z'), lambda: 'a'.index(), lambda: 'a'.find('a', 'x'), lambda: 'a'.rfind(1), lambda: 'a'.index('a', 0, 1, 2)):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
print(b'ab'.center(7, b'*'), b'ab'.ljust(1), b'ab'.rjust(5), b'-7'.zfill(5), bytearray(b'+3').zfill(4), b'x'.zfill(0))
for f in (lambda: b'a'.center('x', 1), lambda: b'a'.center(5, 'x'), lambda: b'a'.ljust(5, b'xy'), lambda: b'a'.zfill('3'), lambda: b'a'.rjust(2**70)):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
l = list(range(10))
print(l[2:8:3], l[::-1], l[-3:], l[:-20], l[20:], l[5:2:-1], l[-20::-1], 'abcdef'[::2], (1, 2, 3)[-2::-1], l[None:None:None])
