# expect: ops
# strip over a million stripped code points, rfind's backward memcmp at each position.
s = 'é' * 10 ** 6
while True:
    s.strip('é')
    s.rfind('x')
