from collections import Counter, deque, defaultdict, OrderedDict
c = Counter('ab'); getattr(c, '__init__')('bc'); print(c)
d = deque([1, 2]); getattr(d, '__init__')([3], maxlen=2); print(d); getattr(d, '__init__')(d); print(d)
dd = defaultdict(int, a=1); getattr(dd, '__init__')(list, b=2); print(dd); getattr(dd, '__init__')(); print(dd)
od = OrderedDict(a=1); getattr(od, '__init__')([('b', 2)], c=3); print(od)
