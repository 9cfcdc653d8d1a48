from itertools import (accumulate, chain, combinations, count, cycle, groupby, islice, pairwise,
                       permutations, product, repeat, starmap, takewhile, zip_longest, tee)


def take(n, iterable):
    return list(islice(iterable, n))


def flatten(list_of_lists):
    return list(chain.from_iterable(list_of_lists))


def grouper(iterable, n, fillvalue=None):
    args = [iter(iterable)] * n
    return list(zip_longest(*args, fillvalue=fillvalue))


def powerset(iterable):
    s = list(iterable)
    return list(chain.from_iterable(combinations(s, r) for r in range(len(s) + 1)))


def unique_justseen(iterable):
    return [k for k, _ in groupby(iterable)]


def nth(iterable, n, default=None):
    return next(islice(iterable, n, None), default)


def sliding(iterable, n):
    its = tee(iterable, n)
    for i, it in enumerate(its):
        for _ in range(i):
            next(it, None)
    return list(zip(*its))


print(take(5, count(3, 3)), flatten([[1, 2], [3], [], [4, 5]]))
print(grouper('ABCDEFG', 3, 'x'), powerset([1, 2, 3]))
print(unique_justseen('AAAABBBCCDAABBB'), nth(range(10), 3), nth('ab', 5, 'none'))
print(sliding(range(6), 3), list(pairwise([1, 4, 9, 16])))
print(list(accumulate(range(1, 6), lambda a, b: a * b)), list(accumulate([5, 3, 8, 1], min)))
print([''.join(p) for p in permutations('abc')], len(list(product('01', repeat=4))))
primes = [n for n in range(2, 60) if all(n % d for d in range(2, int(n ** 0.5) + 1))]
print(list(takewhile(lambda p: p < 30, primes)))
print(list(starmap(lambda a, b: a * b, zip(range(5), repeat(10)))))
colors = cycle(['red', 'green'])
print([(i, next(colors)) for i in range(5)])
data = sorted([('fruit', 'apple'), ('veg', 'kale'), ('fruit', 'fig'), ('veg', 'leek'), ('nut', 'pecan')])
print({k: [v for _, v in g] for k, g in groupby(data, key=lambda kv: kv[0])})
totals = list(accumulate([100, -20, 35, -50]))
print(totals, max(totals), list(accumulate([1, 2, 3], initial=0)))
print(list(zip(*[(1, 'a'), (2, 'b'), (3, 'c')])), list(zip_longest([1, 2, 3], 'ab')))
print(sum(1 for c in combinations(range(10), 3) if sum(c) == 12))
print([p for p in product(range(3), repeat=2) if p[0] < p[1]])
