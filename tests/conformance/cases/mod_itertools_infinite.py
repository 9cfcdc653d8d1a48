import itertools
from itertools import count, cycle, repeat, islice

print(list(islice(count(), 5)), list(islice(count(10, -3), 4)))
print(list(islice(count(0.5, 0.25), 4)), list(islice(count(2 ** 64), 2)))
c = count(7)
print(next(c), next(c), c)
print(count(), count(3, 2), count(0.5, 0.1), count(1, 1.0), count(start=3, step=-1))
print(list(islice(cycle('abc'), 8)), list(cycle([])))
cy = cycle(iter([1, 2]))
print([next(cy) for _ in range(5)])
print(list(repeat('x', 3)), list(repeat(None, 0)), list(repeat(1, -5)))
r = repeat([1], 2)
print(r, next(r), r)
print(repeat('a'), repeat(object=1, times=2))
print(list(map(pow, range(5), repeat(2))))
print(list(zip('abc', count(1))))
for i, ch in zip(count(), 'xy'):
    print(i, ch)
print(type(count()), itertools.count)
