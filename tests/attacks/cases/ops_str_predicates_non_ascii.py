# expect: ops
# isalpha, isidentifier, startswith and s[i] (a code point offset is a walk over
# UTF-8) on a long non-ASCII str are charged by the bytes they pass.
s = 'é' * 10 ** 6
t = s[:-1] + 'x'
while True:
    s.isalpha()
    s.isidentifier()
    s.startswith(t)
    s.index('é', 999999)
