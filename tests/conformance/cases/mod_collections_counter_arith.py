from collections import Counter

a = Counter(a=3, b=1, c=0, d=-2)
b = Counter(a=1, b=2, e=5, d=-1)
print(a + b)
print(a - b)
print(b - a)
print(a | b)
print(a & b)
print(+a, -a)
print(+Counter(), -Counter(x=0))
print(Counter(a=1, b=0) == Counter(a=1))
print(Counter(a=1) <= Counter(a=1, b=2), Counter(a=1) < Counter(a=1))
print(Counter(a=2) >= Counter(a=1), Counter(a=2) > Counter(a=2, b=0))
print(Counter(a=1, b=2) < Counter(a=2, b=2), Counter(a=3) <= Counter(a=2))
c = Counter(a=3, b=1)
alias = c
c += Counter(a=-5, z=2)
print(c, alias is c)
c -= Counter(z=1, y=-3)
print(c)
c |= Counter(z=4, q=1)
print(c)
c &= Counter(z=2, y=10)
print(c)
s = Counter('abc')
s.subtract('aab')
print(s)
s.subtract({'c': 5}, )
print(s)
s.subtract(z=1)
print(s)
s.update('cc')
print(s)
s.update({'a': 10}, b=1)
print(s)
u = Counter()
u.update({'x': 2})
u.update({'x': 3, 'y': 1})
print(u)
u.update(['x', 'x'])
print(u)
print(Counter(a=1.5) + Counter(a=1), Counter(a=0.5) - Counter(a=0.5))
print(sum([Counter('ab'), Counter('bc'), Counter('cd')], Counter()))


def attempt(label, fn):
    try:
        print(label, '->', repr(fn()))
    except Exception as e:
        print(label, '!!', type(e), e)


attempt('not iterable', lambda: Counter(1))
attempt('two args', lambda: Counter([1], [2]))
attempt('add dict', lambda: Counter(a=1) + {'a': 2})
attempt('lt dict', lambda: Counter(a=1) < {'a': 2})
attempt('or dict', lambda: Counter(a=1) | {'a': 2})
attempt('fromkeys', lambda: Counter.fromkeys('ab'))
attempt('hash', lambda: hash(Counter()))
attempt('attr', lambda: Counter().foo)
attempt('elements float', lambda: list(Counter(a=1.5).elements()))
attempt('update two', lambda: Counter().update('a', 'b'))
attempt('most_common float', lambda: Counter('ab').most_common(1.5))


def iadd_dict():
    c = Counter(a=1)
    c += {'a': 1}
    return c


attempt('iadd dict', iadd_dict)
