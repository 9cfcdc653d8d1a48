# expect: ops
# Nested loops, each small.
n = 0
for a in range(10 ** 5):
    for b in range(10 ** 5):
        n += 1
