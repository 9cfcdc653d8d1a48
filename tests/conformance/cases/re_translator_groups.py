# The translator: named groups and their references, passed-through metacharacters, a
# literal '{', look-behind widths.
import re
for pat in [r'a|b', r'^a.$', r'(?P<x>a)(?P=x)', r'(?P<x>a)(?P<x>b)', r'(?P=y)', r'(?P<x>a(?P=x))', r'(?Px)', r'(?P', r'a{', r'a{2}', r'x{,', r'(?<=a|bc)', r'(?<=a.)b', r'(?<=(?P<q>a))(?P=q)', r'\1(a)', r'(a)|\2', r'(?P<1a>x)', r'(?P<a', r'(?P=a', r'{', r'a{1,2}?', r'(?<=^)x', r'(?<=a$)', r'(?<=\d{2}|..)x', r'(?<=a|b|cd)x']:
    try:
        p = re.compile(pat)
        print(pat, p.groups, p.groupindex, p.findall('aab.a{{ab'), p.search('ba{ab'))
    except re.error as e:
        print(pat, 'error:', e)
print(re.sub(r'(?P<w>\w+)', r'<\g<w>>', 'ab cd'), re.split(r'(\|)', 'a|b'))
