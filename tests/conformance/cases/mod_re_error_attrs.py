import re
import textwrap
print(textwrap.wrap('a b c d e f', 3))
try:
    re.compile('(a')
except re.error as e:
    print(e, e.msg, e.pattern, e.pos, e.lineno, e.colno, type(e).__name__, type(e).__module__)
try:
    re.compile('a\n(b')
except re.error as e:
    print(e, e.msg, repr(e.pattern), e.pos, e.lineno, e.colno)
e = re.error('boom', 'xx', 1); print(e, e.msg, e.pattern, e.pos, e.lineno, e.colno)
e = re.error(msg='m'); print(e, e.pattern, e.pos)
it = re.finditer('a', 'aa'); print(iter(it) is it, type(it).__name__, [m.span() for m in it])
class E(re.error): pass
print(E('x').args)
