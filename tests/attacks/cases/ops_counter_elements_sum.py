# expect: ops
# Iterating 10**15 repeated elements without storing them: only the op budget ends it.
from collections import Counter
total = 0
for x in Counter(a=10 ** 15).elements():
    total += 1
