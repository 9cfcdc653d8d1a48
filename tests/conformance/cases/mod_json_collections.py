import json
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple
print(json.dumps(Counter('abca')))
print(json.dumps(OrderedDict([('b', 1), ('a', 2)])))
d = defaultdict(list); d['x'].append(1)
print(json.dumps(d))
P = namedtuple('P', 'x y')
print(json.dumps(P(1, 2)), json.dumps({'p': P(3, 4)}))
try:
    json.dumps(deque([1]))
except TypeError as e:
    print(e)
print(json.dumps(Counter('abca'), sort_keys=True, indent=1))
