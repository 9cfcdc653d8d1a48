from operator import attrgetter, itemgetter, methodcaller
from collections import namedtuple

rows = [{'name': 'b', 'age': 3}, {'name': 'a', 'age': 5}, {'name': 'c', 'age': 3}]
print(sorted(rows, key=itemgetter('age')))
print(sorted(rows, key=itemgetter('age', 'name')))
print(itemgetter(1)('abc'), itemgetter(1, 0)('abc'), itemgetter(slice(1, None))('abcd'), itemgetter(-1)([1, 2]))
print(list(map(itemgetter(0), [(1, 2), (3, 4)])), itemgetter('x')({'x': 9}))
P = namedtuple('P', 'x y')


class Box:
    def __init__(self, inner, label):
        self.inner = inner
        self.label = label

    def describe(self, prefix, sep=': '):
        return prefix + sep + self.label


b = Box(P(1, 2), 'box')
print(attrgetter('label')(b), attrgetter('inner.x')(b), attrgetter('label', 'inner.y')(b))
print(sorted([P(2, 1), P(1, 5), P(1, 2)], key=attrgetter('x', 'y')))
print(methodcaller('upper')('abc'), methodcaller('split', ',')('a,b'), methodcaller('split', sep=',', maxsplit=1)('a,b,c'))
print(methodcaller('describe', 'item')(b), methodcaller('describe', 'item', sep=' = ')(b))
print(list(map(methodcaller('strip'), [' a ', 'b '])))
print(itemgetter(1), itemgetter(1, 'a'), attrgetter('a', 'b.c'), methodcaller('f', 1, x=2), methodcaller('f'))


def attempt(label, fn):
    try:
        print(label, '->', repr(fn()))
    except Exception as e:
        print(label, '!!', type(e), e)


attempt('itemgetter none', lambda: itemgetter())
attempt('attrgetter int', lambda: attrgetter(1))
attempt('attrgetter none', lambda: attrgetter())
attempt('methodcaller none', lambda: methodcaller())
attempt('methodcaller int', lambda: methodcaller(1))
attempt('item missing', lambda: itemgetter(5)([1]))
attempt('attr missing', lambda: attrgetter('real.x')(1))
attempt('method missing', lambda: methodcaller('nope')(1))
attempt('itemgetter kw', lambda: itemgetter(1)(x=1))
attempt('itemgetter two', lambda: itemgetter(1)([1, 2], 3))
attempt('key missing', lambda: itemgetter('k')({}))
