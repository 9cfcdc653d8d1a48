import re
print(re.search('(a)(b)?', 'a').groups(), re.search('(a)(b)?', 'a').groups('z'))
print(re.search('(a)(b)?', 'a').lastindex, re.search('((a)b)', 'ab').lastindex)
print(re.search('(a)()', 'a').lastindex, re.search('(a())', 'a').lastindex)
print(re.match('(a|b)*c', 'ababc').group(1), re.match('(a)|(b)', 'b').lastindex)
m = re.match(r'(?P<first>\w+) (?P<last>\w+)', 'Jane Doe')
print(m.lastgroup, m.groupdict(), m.group('first', 'last'))
print(re.compile(r'(?P<first>\w+) (?P<last>\w+)').groupindex)
print(re.search(r'(a)\1', 'xaa'), re.search(r'(?P<q>[\'"]).*?(?P=q)', 'say "hi" ok'))
print(re.search(r'(x)?(?(1)a|b)', 'xa'), re.search(r'(x)?(?(1)a|b)', 'b'))
print(re.match('(?:ab)+', 'ababx'), re.match('(?>a+)b', 'aab'), re.match('a*+a', 'aaa'))
print(re.findall(r'(?<=a)b', 'abcb'), re.findall(r'a(?=b)', 'abac'), re.findall(r'(?<!a)b', 'abcb'))
print(re.match(r'(\d)(\d)(\d)(\d)(\d)(\d)(\d)(\d)(\d)(\d)(\d)\11', '123456789011'))
m = re.match(r'(a)(b)', 'ab')
try:
    m.group(5)
except IndexError as e:
    print('IndexError', e)
try:
    m.group('nope')
except IndexError as e:
    print('IndexError', e)
print(m.span(1), m.start(2), m.end(0))
