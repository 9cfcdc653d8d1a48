# Truth value of many objects in if and while.
for v in (0, 1, -1, 0.0, 0.1, "", "0", [], [0], (), (None,), {}, {0: 0}, set(), range(0), None, 0j):
    if v:
        print(repr(v), "truthy")
    else:
        print(repr(v), "falsy")
