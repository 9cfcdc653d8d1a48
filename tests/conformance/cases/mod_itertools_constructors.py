# Every itertools constructor that reads an iterable: what it holds at the start, its
# errors for a non-iterable, and a first and a later step.
import itertools as it

print(list(it.islice(it.count(2.5, -1), 3)), repr(it.count()), repr(it.count(1, 2)))
print(list(it.islice(it.cycle('ab'), 5)), list(it.cycle([])))
print(list(it.repeat('x', 3)), repr(it.repeat(1)), repr(it.repeat(1, -4)), list(it.repeat(0, 0)))
print(list(it.accumulate([1, 2, 3])), list(it.accumulate([1, 2, 3], initial=None)),
      list(it.accumulate([1, 2, 3], None, initial=10)), list(it.accumulate([], initial=5)),
      list(it.accumulate([3, 1, 2], min)))
print(list(it.chain('ab', [1])), list(it.chain.from_iterable(['xy', 'z'])), list(it.chain()))
print(list(it.compress('abcd', [1, 0, 1])), list(it.dropwhile(lambda x: x < 2, [1, 2, 1])),
      list(it.takewhile(lambda x: x < 2, [1, 2, 1])), list(it.filterfalse(None, [0, 1, '', 'a'])),
      list(it.starmap(pow, [(2, 3), (3, 2)])))
print([(k, list(g)) for k, g in it.groupby('aabbbc')],
      [(k, list(g)) for k, g in it.groupby([1, 3, 2, 4], None)],
      [(k, list(g)) for k, g in it.groupby([1, 3, 2, 4], key=lambda x: x % 2)])
g = it.groupby('aab')
k, first = next(g)
next(g)
print(k, list(first))
print(list(it.islice('abcdef', 2)), list(it.islice('abcdef', 1, None, 2)), list(it.islice([], 3)))
print(list(it.pairwise('abcd')), list(it.pairwise('a')), list(it.pairwise([])))
for make in (it.cycle, it.accumulate, it.pairwise, lambda x: it.islice(x, 2),
             lambda x: it.groupby(x), lambda x: it.dropwhile(bool, x),
             lambda x: it.compress(x, [1]), lambda x: it.compress([1], x),
             lambda x: it.chain.from_iterable(x)):
    try:
        list(make(5))
    except TypeError as e:
        print('TypeError', e)
try:
    it.count('a')
except TypeError as e:
    print('TypeError', e)
