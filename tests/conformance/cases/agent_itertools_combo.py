import itertools
from itertools import groupby, chain, combinations, permutations, product, accumulate, islice, count, cycle, zip_longest, starmap, takewhile, dropwhile

print(list(combinations("ABCD", 2)))
print(len(list(permutations(range(4), 3))), list(product([0, 1], repeat=2)))
print(list(accumulate([1, 2, 3, 4, 5])), list(accumulate([3, 1, 4, 1, 5], max)))
records = [("fruit", "apple"), ("veg", "kale"), ("fruit", "fig"), ("veg", "leek"), ("nut", "pecan")]
for key, grp in groupby(sorted(records), key=lambda r: r[0]):
    print(key, [g[1] for g in grp])
print(list(islice(count(10, 5), 4)), list(islice(cycle("xy"), 5)))
print(list(zip_longest("abc", [1, 2], fillvalue="-")))
print(list(chain.from_iterable([[1, 2], [3], []])))
print(list(starmap(pow, [(2, 3), (3, 2)])))
print(list(takewhile(lambda x: x < 5, [1, 3, 6, 2])), list(dropwhile(lambda x: x < 5, [1, 3, 6, 2])))
print(list(itertools.pairwise([1, 2, 4, 7])), list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])))
a, b = itertools.tee([1, 2, 3])
print(list(a), list(b))
print(list(itertools.combinations_with_replacement("ab", 2)))
print(list(itertools.filterfalse(str.isdigit, "a1b2")))
def batched(it, n):
    it = iter(it)
    while batch := tuple(islice(it, n)):
        yield batch
print(list(batched(range(7), 3)))
