# Counter's unary + and - (Counter() + c, Counter() - c), deque iterators, namedtuple's
# order of argument checks (the field names before bool(rename)), dict subclasses' | and copy.
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple

c = Counter(a=3, b=-2, c=0, d=1.5)
print(+c, -c, +Counter(), -Counter())
print(type(+c).__name__, type(-c).__name__)
try:
    +Counter(a='x')
except TypeError as e:
    print('TypeError', e)
try:
    ~c
except TypeError as e:
    print('TypeError', e)

d = deque([1, 2, 3], maxlen=5)
it = iter(d)
print(next(it), list(it), list(iter(deque())))
it = iter(d)
d.append(4)
try:
    next(it)
except RuntimeError as e:
    print('RuntimeError', e)


class Bad:
    def __bool__(self):
        raise ValueError('bool of rename')


for fields in (5, 'a b', ['x', 'def']):
    try:
        print(namedtuple('P', fields, rename=Bad()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

od = OrderedDict(a=1, b=2)
dd = defaultdict(list, x=[1])
for r in (od | dd, dd | od, od | {'z': 0}, dd | {'z': 0}):
    print(type(r).__name__, r)
print(dd.copy(), od.copy(), Counter('abca').copy())
print(dd.copy().default_factory, type(od.copy()).__name__)
od |= {'q': 9}
dd |= {'q': 9}
print(od, dd)
try:
    od | 1
except TypeError as e:
    print('TypeError', e)
