# expect: ops
# Counter arithmetic on big counters, in a loop: charged by the sizes of both operands.
from collections import Counter
c = Counter(range(200000))
for _ in range(10 ** 6):
    c + c
