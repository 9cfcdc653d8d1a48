from itertools import (accumulate, chain, compress, dropwhile, filterfalse, islice, pairwise,
                       starmap, takewhile, zip_longest)

print(list(accumulate([1, 2, 3, 4, 5])), list(accumulate([1, 2, 3], initial=10)))
print(list(accumulate([], initial=10)), list(accumulate([])), list(accumulate('abc')))
print(list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate([1, 2, 3, 4], lambda a, b: a * b)))
print(list(accumulate([1, 2, 3], func=None)), list(accumulate([2, 3], lambda a, b: a * 10 + b)))
print(list(chain('ab', [1, 2], (), range(2))), list(chain()), list(chain([[]])))
print(list(chain.from_iterable(['ab', 'cd'])), list(chain.from_iterable([[1], [], [2, 3]])))
print(list(compress('abcdef', [1, 0, 1, 0, 1, 1])), list(compress('abc', [1])))
print(list(compress(range(10), (x % 3 == 0 for x in range(10)))))
print(list(dropwhile(lambda x: x < 3, [1, 2, 3, 1, 5])), list(dropwhile(bool, [])))
print(list(takewhile(lambda x: x < 3, [1, 2, 3, 1])), list(takewhile(lambda x: True, 'ab')))
print(list(filterfalse(None, [0, 1, 2, '', 'a', None, []])))
print(list(filterfalse(lambda x: x % 2, range(10))))
print(list(islice('abcdefg', 3)), list(islice('abcdefg', 2, 5)), list(islice('abcdefg', 1, None, 2)))
print(list(islice('abcdefg', None)), list(islice('abcdefg', 0, 0)), list(islice('abc', 5, 10)))
print(list(islice('abcdefg', None, None, 3)), list(islice(range(100), 10, 20, 4)))
it = iter(range(10))
print(list(islice(it, 3)), next(it), list(islice(it, 1, 3)), next(it))
print(list(pairwise('abcd')), list(pairwise('a')), list(pairwise([])))
print(list(starmap(pow, [(2, 3), (3, 2), (10, 0)])), list(starmap(max, ['ab', [3, 1]])))
print(list(zip_longest('abc', 'x')), list(zip_longest('ab', 'c', fillvalue='-')))
print(list(zip_longest()), list(zip_longest('a')), list(zip_longest([], [])))
print(list(zip_longest(range(3), 'ab', [True], fillvalue=0)))
seen = []


def pred(x):
    seen.append(x)
    return x < 2


print(list(takewhile(pred, [0, 1, 2, 3, 4])), seen)
data = iter([1, 2, 3, 4, 5])
print(list(takewhile(lambda x: x < 3, data)), list(data))
