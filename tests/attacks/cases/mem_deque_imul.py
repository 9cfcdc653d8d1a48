# expect: memory MemoryError
# In-place repetition of a deque, sized before any item is added.
from collections import deque
d = deque([1, 2, 3])
d *= 10 ** 12
