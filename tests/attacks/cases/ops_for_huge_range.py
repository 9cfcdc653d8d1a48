# expect: ops
# A loop over 10**12 items.
for i in range(10 ** 12):
    pass
