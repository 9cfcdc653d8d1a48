# expect: ops
# re.search scans for a start position outside PCRE2's step count: the bytes it
# passes are charged (a 2 MB non-ASCII subject was 0.8 ms for 4 operations).
import re
s = 'é' * 10 ** 6
while True:
    re.search('x', s)
