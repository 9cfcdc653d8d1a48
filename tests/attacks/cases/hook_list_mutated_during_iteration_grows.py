# expect: ops | memory MemoryError
# Appending to a list while iterating over it never ends.
x = [0]
for v in x:
    x.append(v)
