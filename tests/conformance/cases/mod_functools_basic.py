import functools
from functools import cmp_to_key, partial, reduce

print(reduce(lambda a, b: a + b, [1, 2, 3, 4]), reduce(lambda a, b: a * b, [], 1), reduce(max, [3, 9, 2]))
print(reduce(lambda acc, x: acc + [x * 2], [1, 2, 3], []), reduce(lambda a, b: a + b, ['x']))
p = partial(pow, 2)
print(p(10), p.func, p.args, p.keywords, p)
b2 = partial(int, base=2)
print(b2('101'), b2('101', base=10), b2.keywords, b2)
pp = partial(partial(pow, 2), 5)
print(pp(), pp.args, pp)


def greet(greeting, name, punct='!'):
    return greeting + ', ' + name + punct


hello = partial(greet, 'Hello')
print(hello('Ann'), hello('Bob', punct='?'), partial(greet, punct='.')('Hi', 'Cy'))
print(list(map(partial(max, 0), [-2, 3, -1])))
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)))


def by_len_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)


print(sorted(['bb', 'a', 'ccc', 'ab', 'b'], key=cmp_to_key(by_len_then_alpha)))
K = cmp_to_key(lambda a, b: a - b)
print(K(1) < K(2), K(3) <= K(2), K(2) == K(2), K(5) > K(1), K(5) >= K(9), K(1) != K(2), K(7).obj)
print(max([3, 8, 1], key=cmp_to_key(lambda a, b: a - b)), min(['b', 'a'], key=cmp_to_key(by_len_then_alpha)))


def attempt(label, fn):
    try:
        print(label, '->', repr(fn()))
    except Exception as e:
        print(label, '!!', type(e), e)


attempt('reduce empty', lambda: reduce(lambda a, b: a + b, []))
attempt('reduce one arg', lambda: reduce(lambda a, b: a + b))
attempt('reduce int', lambda: reduce(lambda a, b: a + b, 1))
attempt('reduce four', lambda: reduce(lambda a, b: a + b, [1], 2, 3))
attempt('reduce kw', lambda: reduce(function=max, iterable=[1]))
attempt('partial none', lambda: partial())
attempt('partial int', lambda: partial(1))
attempt('key vs int', lambda: K(1) < 2)
attempt('key hash', lambda: hash(K(1)))
