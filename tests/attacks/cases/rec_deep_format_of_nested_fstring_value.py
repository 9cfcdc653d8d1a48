# expect: error RecursionError | recursion
# An f-string of a deep structure.
x = 0
for _ in range(10 ** 5):
    x = [x]
s = f"{x!r}"
