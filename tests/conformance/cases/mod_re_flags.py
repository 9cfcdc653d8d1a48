import re
p = re.compile(r'(?i)hello\s+(world)')
print(p, p.pattern, p.flags, p.groups, p.search('HELLO   World!'))
print(re.compile('a', re.I | re.M), re.compile(b'x'), re.compile('x', re.A))
print(re.compile('a', re.IGNORECASE).flags, re.compile('a', re.ASCII).flags, re.compile(b'a').flags)
print(re.findall('^a', 'a\na\n', re.M), re.findall('(?m)^', 'a\n'), re.findall('a$', 'a\na\n'))
print(re.search(r'a\Z', 'a\n'), re.search(r'a$', 'a\n'))
print(re.findall('.', 'a\nb', re.S), re.findall('.', 'a\nb'))
print(re.match(r'''(?x) \d+  # digits
   \s* [a-z]+ ''', '12   abc'))
print(re.match(r'''\d + # one or more
 [ ] x''', '12 x', re.VERBOSE))
print(re.search('(?s:.)b', '\nb'), re.search('(?i:A)b', 'ab'), re.search('(?i:A)b', 'aB'))
print(re.findall(r'\w+', 'héllo wörld', re.ASCII))
print(re.S + 0, int(re.A), int(re.I | re.M), re.X * 1)
print(re.search('HELLO', 'say hello', re.I).span())
