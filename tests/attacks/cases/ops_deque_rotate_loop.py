# expect: ops
# Each rotate of half a million items is native work: charged by the items moved.
from collections import deque
d = deque(range(10 ** 6))
for _ in range(10 ** 6):
    d.rotate(500000)
