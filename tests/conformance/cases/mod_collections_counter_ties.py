from collections import Counter

# ties keep first-insertion order in most_common and in the repr
c = Counter('abcabcabd')
print(c, c.most_common(), c.most_common(2))
c2 = Counter({'z': 1, 'y': 1, 'x': 2, 'w': 1})
print(c2, c2.most_common(3))
c3 = Counter()
for w in ['pear', 'apple', 'pear', 'fig', 'apple', 'kiwi']:
    c3[w] += 1
print(c3.most_common(), [w for w, _ in c3.most_common(2)])
print(Counter([3, 1, 2, 3, 1, 3]).most_common(1), Counter('').most_common(1))
print(Counter({'a': 0, 'b': -1, 'c': 2}), Counter({'a': 0.5, 'b': 2, 'c': 1.5}))
print(sorted(Counter('mississippi').items()), sorted(Counter('mississippi').elements()))
text = 'It was the best of times it was the worst of times'
freq = Counter(text.lower().split())
for word, n in freq.most_common(4):
    print(f'{word:>6} {n}')
print(sum(freq.values()), freq.total(), len(freq), min(freq, key=freq.get))
inventory = Counter(apples=3, pears=0)
inventory.update(apples=2, plums=4)
inventory.subtract(pears=1, plums=1)
print(inventory, +inventory, -inventory)
print(Counter('aab') == Counter('aba'), Counter('ab') < Counter('aab'), Counter() == Counter(a=0))
print(list(Counter({'b': 2, 'a': 2, 'c': 3}).elements()))
