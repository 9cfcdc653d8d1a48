from collections import OrderedDict as O
od = O(a=1, b=2)
k = od.keys(); print(k, len(k), 'a' in k, list(k), k == {'a','b'}, k & {'a'}, od.values(), od.items(), ('a',1) in od.items())
print(sorted(od.items()), [x for x in od.values()])
print(k == O(a=1, b=2).keys(), od.items() == {('a', 1), ('b', 2)}, k - {'a'})
od['c'] = 3
print(k, len(k), od.items())
for key, value in od.items():
    print(key, value)
print(dict(od.items()), set(od.keys()) == {'a', 'b', 'c'}, list(od.keys())[0], max(od.values()))
from collections import OrderedDict
od = OrderedDict(a=1, b=2, c=3)
print(list(reversed(od.keys())), list(reversed(od.values())), list(reversed(od.items())), list(reversed(od)))
