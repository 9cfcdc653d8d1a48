from itertools import islice, takewhile, dropwhile, count, groupby, zip_longest, tee, chain

it = iter(range(20))
print(list(islice(it, 3)), list(islice(it, 2, 6)), list(islice(it, 0, None, 4)), list(it))
it = iter('abcdefgh')
first = list(islice(it, 1, 3))
print(first, next(it), list(islice(it, 10)))
it = iter(range(10))
print(list(takewhile(lambda x: x < 4, it)), list(it))
it = iter(range(10))
print(list(dropwhile(lambda x: x < 4, it)), list(it))
c = count()
print(list(zip('abc', c)), next(c))
gen = (x * x for x in range(6))
print(list(islice(gen, 2)), list(gen))
batch = iter(range(10))
chunks = []
while True:
    chunk = list(islice(batch, 3))
    if not chunk:
        break
    chunks.append(chunk)
print(chunks)
src = iter([1, 1, 2, 3, 3, 3])
for key, grp in groupby(src):
    print(key, list(grp), end='; ')
print()
a, b = tee(iter('xyz'))
print(next(a), list(b), list(a))
print(list(chain(islice(count(1), 3), islice(count(10), 2))))
print(list(zip_longest(islice(count(), 2), 'abcd', fillvalue=None)))
