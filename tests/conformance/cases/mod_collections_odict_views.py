# OrderedDict's views derive from dict's (as in CPython): slots, set operations, reversed(), repr and MRO.
from collections import OrderedDict as O
o = O(a=1, b=2)
print(type(o.keys()).__mro__, o.keys() == O(b=1, a=2).keys(), list(reversed(o.items())))
print(o.keys() & {'a'}, repr(o.values()), o.items() | {('z', 0)} >= {('a', 1)}, ('a', 1) in o.items())
print(len(o.values()), 2 in o.values(), list(reversed(o.values())), o.values() == o.values())
o.move_to_end('a'); print(list(o.keys()), o.keys() - {'b'}, sorted(o.keys() ^ ["b", "q"]))
k = o.keys(); o['n'] = 3; print(k, isinstance(k, type({}.keys())))
try:
    hash(k)
except TypeError as e:
    print(e)
