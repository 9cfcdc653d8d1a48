import re
for p in ['(?i-', '(?i-:a)', '(?-i)', '(?iq:a)', '(?i!a)', '(?a-a:x)', '(?-u:x)', '(?u)x', '(?i-x:a b)', '(?x-i: a b )', '(?im)a', '(?ims-x:a)']:
    try:
        print(repr(p), re.compile(p).flags)
    except re.error as e:
        print(repr(p), 'ERR', e)
for p in ['(?-', '(?i-m', '(?i-mq:a)', '(?i-m!', '(?-1:a)', '(?i1)', '(?', '(?i-m)']:
    try:
        print(repr(p), re.compile(p).flags)
    except re.error as e:
        print(repr(p), 'ERR', e)
