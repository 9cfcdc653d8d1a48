# expect: ops
# l == l[:] walks a million identical items in one native call: each is charged
# (an identity match skipped the charge, and 10M operations took minutes).
l = list(range(10 ** 6))
m = l[:]
while True:
    l == m
