import re
tests = [(r'\Aab\Z', 'ab'), (r'\bfoo\b', 'a foo b'), (r'\Bo\B', 'foo'), (r'\d+\D', '123x'), (r'\w+\W', 'ab_1 '), (r'a\sb\Sc', 'a\x1cbxc'), (r'a\sb', 'a\x85b'), (r'[\d\s]+', '1 2\x1f3'), (r'[\S]+', 'ab c'), (r'[\w-]+', 'a-b c'), (r'[\b]', 'a\bb'), (rb'\s+', b'a \x1c b'), (r'(?a)\s', '\x1c'), (r'[^\W\d]+', 'ab12cd'), (r'\x41\101\0', 'AA\x00')]
for p, s in tests:
    print(p, [m.group() for m in re.finditer(p, s)] if isinstance(s, str) else re.findall(p, s))
for p in [r'[\d-z]', r'\q', r'[\q]', r'\777', '\\']:
    try:
        re.compile(p)
    except re.error as e:
        print('error', e)
