import re
for m in re.finditer(r'(\w+)@(\w+)\.com', 'a@b.com, c@d.com; x@y.org'):
    print(m.group(0), m.groups(), m.span(), m.start(2))
print([m.span() for m in re.finditer(r'\w+', 'hé wörld ok')])
print([m.group() for m in re.finditer('x*', 'axxb')])
it = re.finditer(r'\d', 'a1b2')
print(next(it).group(), next(it).group())
print(list(re.finditer('z', 'abc')))
print([(m.start(), m.end()) for m in re.compile('a').finditer('banana', 2)])
