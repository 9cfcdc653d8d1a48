from itertools import groupby, tee

print([(k, list(g)) for k, g in groupby('aabbbcaa')])
print([k for k, g in groupby('aabbbcaa')], [len(list(g)) for k, g in groupby('aabbbcaa')])
print([(k, list(g)) for k, g in groupby([1, 2, 3, 4, 5, 1], key=lambda x: x > 2)])
print([(k, list(g)) for k, g in groupby([])])
words = ['apple', 'avocado', 'banana', 'blueberry', 'cherry', 'apricot']
for letter, group in groupby(sorted(words), key=lambda w: w[0]):
    print(letter, list(group))
groups = list(groupby('aaabbc'))
print([(k, list(g)) for k, g in groups])
gb = groupby('xxyyz')
k1, g1 = next(gb)
print(k1, next(g1))
k2, g2 = next(gb)
print(k2, list(g1), list(g2))
records = [('a', 1), ('a', 2), ('b', 3)]
print({k: [v for _, v in g] for k, g in groupby(records, key=lambda r: r[0])})
print([(k, sum(1 for _ in g)) for k, g in groupby([1, 1.0, True, 2, 2.0])])
a, b = tee([1, 2, 3])
print(list(a), list(b))
a, b, c = tee(iter('abcd'), 3)
print(next(a), next(a), next(b), list(c), list(a), list(b))
print(tee('abc', 0), len(tee('ab', 5)))
x, y = tee(range(200))
print(sum(x), sum(y))
p, q = tee(range(5))
r, s = tee(p)
print(list(r), list(s), list(q))
it = iter(range(6))
left, right = tee(it)
print(next(left), next(left), next(right), list(right), list(left))
try:
    tee('abc', -1)
except ValueError as e:
    print('ValueError', e)
