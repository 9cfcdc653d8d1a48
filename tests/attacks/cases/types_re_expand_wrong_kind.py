# expect: error TypeError
# imports: re
# A bytes template for a str pattern (and the reverse) is refused with CPython's TypeError, in expand and sub alike.
import re
for pat, s, tpl in (('a', 'a', b'x'), (b'a', b'a', 'x'), ('a', 'a', 1.5)):
    for f in (lambda: re.match(pat, s).expand(tpl), lambda: re.sub(pat, tpl, s)):
        try:
            f()
        except TypeError:
            pass
        else:
            raise AssertionError((pat, tpl))
re.match('a', 'a').expand(b'a')
