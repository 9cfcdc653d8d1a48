# expect: memory MemoryError
# deque([1]) * 10**10 would allocate 80 GB: refused before it starts.
from collections import deque
d = deque([1]) * 10 ** 10
