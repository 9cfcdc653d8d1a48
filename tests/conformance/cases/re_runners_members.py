# Pattern methods and re's functions come from one list; the Match and Pattern attributes
# are members; sub's count and split's maxsplit share their check; \N{...} imports unicodedata.
import re

p = re.compile(r'(a)(b)?')
print(p.search('xxab'), p.match('ab'), p.fullmatch('a'), p.findall('abab'))
print([m.span() for m in p.finditer('aab')])
print(p.sub('x', 'aab'), p.subn('x', 'aab', 1), p.split('cabd'), p.split('cabdab', 1))
print(re.search('a', 'ba'), re.match('a', 'ab'), re.fullmatch('a', 'a'), re.findall('a', 'aa'))
print(re.sub('a', 'b', 'aa', count=1), re.subn('a', 'b', 'aa'), re.split('a', 'bab', maxsplit=1))
print(re.sub('a', 'b', 'aa', count=-1), re.split('a', 'bab', maxsplit=-1))
calls = [
    lambda: p.search(),
    lambda: re.search('a'),
    lambda: p.split('a', 1, 2),
    lambda: re.split('a'),
    lambda: re.sub('a', 'b', 'c', count='x'),
    lambda: p.split('a', maxsplit='q'),
    lambda: re.sub('a', 'b', 'c', 1, 2, 3),
    lambda: p.finditer('a', 0, 1, 2),
    lambda: re.fullmatch(pattern='a'),
]
for f in calls:
    try:
        f()
    except TypeError as e:
        print('TypeError:', e)
print(re.compile(r'\N{LATIN SMALL LETTER A}+').match('aab'))
try:
    re.compile(r'\N{NO SUCH NAME}')
except re.error as e:
    print('error:', e)
m = p.search('xab', 1)
print(m.string, m.re, m.pos, m.endpos, m.regs, m.span(2), m.lastindex, m.lastgroup)
m = re.compile(r'(?P<x>a)(?P<y>c)?').search('zzaz', 0, 3)
print(m.pos, m.endpos, m.groups(), m.groupdict(), m.lastgroup, m.regs)
print(p.pattern, p.flags, p.groups, p.groupindex, re.compile(b'(?i)(x)(y)').flags)
print(re.compile(b'(x)(y)').groups, re.compile(b'(x)').pattern)
