import re
print(re.search(r'(\d+)-(\d+)', 'tel 123-4567 x'))
m = re.search(r'(?P<a>\d+)-(?P<b>\d+)', 'tel 123-4567 x')
print(m.group(), m.group(1), m.group('b'), m.group(1, 'a', 0))
print(m.groups(), m.groupdict())
print(m.span(), m.span(2), m.start('a'), m.end(), m[0], m['a'])
print(m.string, m.pos, m.endpos, m.regs)
print(re.match('a', 'ba'), re.match('b', 'ba'))
print(re.fullmatch('a|ab', 'ab'), re.fullmatch('a', 'ab'))
print(re.search('x', 'abc'))
if re.search('b', 'abc'):
    print('found')
print(re.match(r'\w+', 'a' * 100))
