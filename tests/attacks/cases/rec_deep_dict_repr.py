# expect: error RecursionError | recursion
# The same with dicts and str().
d = {}
for _ in range(10 ** 5):
    d = {"k": d}
s = str(d)
