import re
pats = ['*', 'a**', 'a{2}{3}', '(', ')', '(?P<1a>x)', '(?P<>x)', '(?P<a>x)(?P<a>y)',
        '(?P=b)', '(?<n>x)', '[a', '[z-a]', '\\q', 'a\\', '\\1', '(a)\\2', '(?i', '(?z)',
        'a(?i)b', '(?P<a', '\\x4', '\\u12', '[\\d-z]', 'x{3,2}', '(?#abc', '(a)(?P=a)',
        '(?P<a>(?P=a))', '(?(1)a|b)', '(?(x)a|b)', '\\8', '[\\8]', '\\777', '^*', '$+',
        '[\\Z]', '[\\B]', '(?L)a', '(?P>a)', '(?R)', '\\p{L}', '\\K', '\\G', 'a\n(']
for p in pats:
    try:
        r = re.compile(p)
        print(repr(p), 'OK', r.groups)
    except re.error as e:
        print(repr(p), 'ERR', e, '|', e.msg, e.pos, e.lineno, e.colno)
try:
    re.sub('a', r'\g<x>', 'a')
except IndexError as e:
    print('IndexError', e)
for repl in [r'\2', r'\q', r'\g<1', r'\g<>', r'\g<a-b>']:
    try:
        re.sub('(a)', repl, 'a')
    except re.error as e:
        print(repr(repl), e)
try:
    re.search('a', 5)
except TypeError as e:
    print(e)
try:
    re.search(b'a', 'a')
except TypeError as e:
    print(e)
try:
    re.search('a', b'a')
except TypeError as e:
    print(e)
try:
    re.compile(re.compile('a'), re.I)
except ValueError as e:
    print(e)
print(isinstance(re.error('x'), Exception))
