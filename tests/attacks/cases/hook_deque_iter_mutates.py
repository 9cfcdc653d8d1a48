# expect: error RuntimeError
# Appending to a deque while iterating over it.
from collections import deque
d = deque([1, 2])
for x in d:
    d.append(x)
