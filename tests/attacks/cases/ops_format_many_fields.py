# expect: ops
# A format string of 100,000 fields (str.format or %) is that many conversions in one call:
# each field is an operation (a loop of these burned 20 s on the budget of 0.2).
s = "{0}" * 100000
t = "%s" * 100000
a = ("a",) * 100000
while True:
    s.format(1)
    t % a
