# expect: ops
# set <= set and dict == dict look up every item of one in the other in one call:
# each lookup is charged.
s = set(range(10 ** 5))
d = dict.fromkeys(range(10 ** 5))
while True:
    s.issubset(s)
    d == d
