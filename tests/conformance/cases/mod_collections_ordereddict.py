from collections import OrderedDict

od = OrderedDict()
od['b'] = 2
od['a'] = 1
od['c'] = 3
print(od, list(od), list(od.values()))
od.move_to_end('b')
print(od)
od.move_to_end('c', last=False)
print(od)
od.move_to_end('a', False)
print(od)
print(od.popitem(), od)
print(od.popitem(last=False), od)
od.update(x=9, y=8)
print(od, len(od))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1))
print(OrderedDict(a=1, b=2) != OrderedDict(b=2, a=1))
print(OrderedDict(a=1, b=2) == dict(b=2, a=1), dict(b=2, a=1) == OrderedDict(a=1, b=2))
print(OrderedDict(), repr(OrderedDict()), OrderedDict([('k', [1, 2])]))
print(OrderedDict.fromkeys('abc', 0), OrderedDict.fromkeys('xy'))
c = od.copy()
c['new'] = 1
print(od, c, type(c))
print(OrderedDict(a=1) | {'b': 2})
m = OrderedDict(a=1)
m |= {'z': 26}
print(m)
rec = OrderedDict(a=1)
rec['self'] = rec
print(rec)
del rec['self']  # no cycle collector: break the cycle
print(list(reversed(OrderedDict(a=1, b=2, c=3))))
lru = OrderedDict()
for key in [1, 2, 3, 1, 4, 2, 5]:
    if key in lru:
        lru.move_to_end(key)
    lru[key] = True
    if len(lru) > 3:
        lru.popitem(last=False)
print(list(lru))
for label, fn in [('popitem empty', lambda: OrderedDict().popitem()),
                  ('move missing', lambda: OrderedDict().move_to_end('x')),
                  ('two args', lambda: OrderedDict(1, 2)),
                  ('hash', lambda: hash(OrderedDict()))]:
    try:
        fn()
    except Exception as e:
        print(label, type(e), e)
print(isinstance(od, dict), OrderedDict)
print(sorted(OrderedDict(b=1, a=2).items()), OrderedDict(b=1).get('b'))
