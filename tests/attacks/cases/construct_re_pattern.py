# expect: error TypeError
# imports: re
# type(re.compile('a'))() made a pattern with no compiled code, which crashed on match.
import re
p = type(re.compile('a'))()
p.match('a')
