# expect: ops
# deque.count over a million items, in a loop: each comparison is charged.
from collections import deque
d = deque([0] * 10 ** 6)
for _ in range(10 ** 6):
    d.count(1)
