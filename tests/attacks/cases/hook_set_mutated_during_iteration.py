# expect: error RuntimeError
# Adding to a set while iterating.
s = {1}
for v in s:
    s.add(v + 1)
