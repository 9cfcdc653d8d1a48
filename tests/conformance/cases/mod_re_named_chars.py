import re
for p in [r'\N{LATIN SMALL LETTER E WITH ACUTE}', r'\N{EM DASH}+', r'[\N{DIGIT ONE}-\N{DIGIT THREE}]', r'\N', r'\N{', r'\N{}', r'\N{NOPE NOPE}', r'\Nx', r'\N{latin small letter a}']:
    try:
        r = re.compile(p)
        print(repr(p), r.findall('é—— 123 a'))
    except re.error as e:
        print(repr(p), 'ERR', e)
