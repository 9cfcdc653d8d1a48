from collections import defaultdict

dd = defaultdict(list)
for word in 'apple avocado banana blueberry cherry'.split():
    dd[word[0]].append(word)
print(dd)
print(dd['a'], dd['z'], len(dd), 'q' in dd)
print(dict(dd))
counts = defaultdict(int)
for ch in 'mississippi':
    counts[ch] += 1
print(counts, counts.default_factory)
nested = defaultdict(lambda: defaultdict(int))
nested['x']['y'] += 2
nested['x']['z'] += 1
print({k: dict(v) for k, v in nested.items()})
s = defaultdict(set)
s['a'].add(1)
s['a'].add(1)
print(s)
d = defaultdict(None, a=1)
print(d)
try:
    d['missing']
except KeyError as e:
    print('KeyError', e)
print(d.get('missing'), d.get('a'), 'missing' in d)
print(defaultdict(int, {'a': 1}), defaultdict(list, [(1, 2)], b=3))
c = counts.copy()
c['m'] += 10
print(c['m'], counts['m'], type(c), c.default_factory)
print(defaultdict.fromkeys('ab', 0))
print(defaultdict(int, a=1) | {'b': 2})
e = defaultdict(str)
e |= {'k': 'v'}
print(e, e['nothing'] == '')
print(isinstance(dd, dict), type(dd), defaultdict)
e.default_factory = list
print(e['other'], e)
print(defaultdict(int) == {}, defaultdict(int, a=1) == {'a': 1})
rec = defaultdict(list)
rec['self'] = rec
print(rec)
del rec['self']  # no cycle collector: break the cycle
print(sorted(defaultdict(int, b=2, a=1).items()))
print(defaultdict(tuple)['x'], defaultdict(dict)['y'], defaultdict(float)['z'])
try:
    defaultdict(1)
except TypeError as e:
    print('TypeError', e)
try:
    hash(defaultdict())
except TypeError as e:
    print('TypeError', e)
g = defaultdict(int)
print(g.setdefault('a', 5), g.pop('a'), g.pop('b', 'none'), g)
