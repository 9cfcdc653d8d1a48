from collections import namedtuple


def attempt(label, fn):
    try:
        print(label, '->', repr(fn()))
    except Exception as e:
        print(label, '!!', type(e), e)


P = namedtuple('P', 'x y')
Q = namedtuple('Q', ['a', 'b', 'c'], defaults=[2, 3])
attempt('missing one', lambda: P(1))
attempt('missing two', lambda: P())
attempt('missing with defaults', lambda: Q())
attempt('too many', lambda: P(1, 2, 3))
attempt('too many with defaults', lambda: Q(1, 2, 3, 4))
attempt('multiple values', lambda: P(1, x=2))
attempt('unexpected kw', lambda: P(1, z=2))
attempt('make short', lambda: P._make([1]))
attempt('make long', lambda: P._make([1, 2, 3]))
attempt('replace unknown', lambda: P(1, 2)._replace(z=3))
attempt('replace unknowns', lambda: P(1, 2)._replace(z=3, w=4))
attempt('replace positional', lambda: P(1, 2)._replace(1))
attempt('duplicate', lambda: namedtuple('X', 'a b a'))
attempt('underscore', lambda: namedtuple('X', 'a _b'))
attempt('keyword', lambda: namedtuple('X', 'a class'))
attempt('digit', lambda: namedtuple('X', 'a 1b'))
attempt('bad typename', lambda: namedtuple('1X', 'a'))
attempt('keyword typename', lambda: namedtuple('def', 'a'))
attempt('too many defaults', lambda: namedtuple('X', 'a b', defaults=(1, 2, 3)))
attempt('int names', lambda: namedtuple('X', [1, 2]))
attempt('three positional', lambda: namedtuple('X', 'a', 'b'))
attempt('dash', lambda: namedtuple('X', 'a-b'))
p = P(1, 2)


def set_field():
    p.x = 5


def set_other():
    p.z = 5


attempt('set field', set_field)
attempt('set other', set_other)
attempt('get other', lambda: p.z)
attempt('class attr', lambda: P.z)
attempt('index', lambda: p[2])
