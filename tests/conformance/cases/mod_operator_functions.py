import operator
from operator import add, itemgetter

print(operator.add(2, 3), operator.sub(2, 3), operator.mul('ab', 2), operator.truediv(7, 2))
print(operator.floordiv(7, 2), operator.mod(7, 3), operator.pow(2, 10), operator.neg(5), operator.pos(-5))
print(operator.abs(-3.5), operator.invert(5), operator.inv(0), operator.lshift(1, 4), operator.rshift(32, 2))
print(operator.and_(12, 10), operator.or_(12, 10), operator.xor(12, 10), operator.and_({1, 2}, {2, 3}))
print(operator.lt(1, 2), operator.le(2, 2), operator.eq('a', 'a'), operator.ne(1, 1.0), operator.gt(3, 1), operator.ge(1, 3))
print(operator.not_([]), operator.truth([0]), operator.is_(None, None), operator.is_not(1, None))
print(operator.index(7), operator.index(True), operator.index(2 ** 100))
print(operator.concat([1], [2]), operator.concat('a', 'b'), operator.contains([1, 2], 2), operator.contains('abc', 'z'))
print(operator.countOf([1, 1.0, 2, True], 1), operator.indexOf('hello', 'l'))
d = {'a': 1}
operator.setitem(d, 'b', 2)
print(operator.getitem(d, 'b'), d)
operator.delitem(d, 'a')
print(d, operator.getitem('abcd', slice(1, 3)), operator.getitem([1, 2, 3], -1))
lst = [1]
r = operator.iadd(lst, [2])
print(r, lst, r is lst, operator.iadd(1, 2), operator.imul('ab', 2), operator.iconcat([0], (1,)))
print(operator.isub(5, 3), operator.ior({1}, {2}), operator.ipow(2, 3), operator.ifloordiv(9, 2))
print(operator.length_hint([1, 2, 3]), operator.length_hint(5, 7), operator.call(max, 1, 5, 2))
print(add, operator.mul)
from functools import reduce
print(reduce(operator.mul, range(1, 6)), reduce(add, ['a', 'b', 'c']))
print(sorted([(1, 'b'), (0, 'z'), (1, 'a')], key=itemgetter(1)))
print(list(map(operator.mul, [1, 2, 3], [4, 5, 6])))


def attempt(label, fn):
    try:
        print(label, '->', repr(fn()))
    except Exception as e:
        print(label, '!!', type(e), e)


attempt('add one', lambda: operator.add(1))
attempt('not_ none', lambda: operator.not_())
attempt('neg two', lambda: operator.neg(1, 2))
attempt('index float', lambda: operator.index(1.5))
attempt('concat ints', lambda: operator.concat(1, 2))
attempt('concat mixed', lambda: operator.concat([1], (2,)))
attempt('indexOf missing', lambda: operator.indexOf([1, 2], 3))
attempt('lt one', lambda: operator.lt(1))
attempt('matmul ints', lambda: operator.matmul(1, 2))
attempt('setitem two', lambda: operator.setitem([1], 0))
attempt('sub str', lambda: operator.sub('a', 'b'))
