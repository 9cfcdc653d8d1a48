# expect: ops
# iter(callable, sentinel) that never returns the sentinel.
for x in iter(lambda: 1, 0):
    pass
