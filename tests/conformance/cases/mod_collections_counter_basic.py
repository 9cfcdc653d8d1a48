from collections import Counter

words = 'the quick brown fox jumps over the lazy dog the end fox'.split()
c = Counter(words)
print(c)
print(c['the'], c['fox'], c['missing'], len(c), 'missing' in c)
print(c.most_common(2))
print(c.most_common())
print(c.most_common(0), c.most_common(-3), c.most_common(100) == c.most_common())
print(sorted(c.elements()))
print(list(Counter(a=3, b=0, c=-1, d=2).elements()))
print(Counter('abracadabra'))
print(Counter({'red': 4, 'blue': 2}), Counter(cats=4, dogs=8))
print(Counter(), repr(Counter()), str(Counter(a=1)))
c['new'] += 1
c['the'] -= 1
print(c['new'], c['the'])
del c['the']
del c['not-there']
print('the' in c, len(c))
print(sorted(c.keys()) == sorted(set(words) - {'the'} | {'new'}))
print(Counter('aab').total(), Counter().total(), Counter(a=2.5, b=1).total())
print(list(Counter('hello world').items()))
print(dict(Counter('aab')), isinstance(Counter(), dict))
print(type(Counter()), Counter)
d = Counter('abc').copy()
print(d, type(d))
print(Counter(a=1, b='x'))
print(Counter({'a': 'x', 'b': 1}))
print(Counter([1.0, 1, True]))
print(Counter(x for x in 'mississippi' if x != 'i'))
print(Counter('aaabbc').most_common(1)[0][0])
counts = Counter()
for ch in 'banana':
    counts[ch] += 1
print(counts, counts == Counter('banana'))
print(max(counts, key=counts.get), sorted(counts, key=lambda k: (-counts[k], k)))
print(Counter(range(5)) == Counter(range(5)), Counter('ab') != Counter('ba'))
print(Counter(a=1) == {'a': 1}, {'a': 1} == Counter(a=1))
for k, v in Counter('zzyx').items():
    print(k, v)
