import re
for p in ['(?Px)', '(?P', '(?<x)', '(?<', '(?Q)', '(?P<1a>x)', '(?P<a>x)(?P=1b)', '(?P<a>x)(?P=a)', '(?P=b)', '(?P<é>x)', '(?Pé)', '(?<é)', '(?i-ms:a)b', '(?s-i:a)', '(?im)a', '(?x) a b', '(?ims)x', '(?-i:a)', '(?i-:a)', '(?mx-s:a.b)']:
    try:
        c = re.compile(p)
        print(p, 'ok', c.flags & 0x1f, bool(c.match('ab')), bool(c.match('AB')))
    except re.error as e:
        print(p, 'error', e, e.pos)
print(re.match('(?i-s:a.)b', 'A\nb'), re.match('(?s-i:a.)b', 'a\nb'))
