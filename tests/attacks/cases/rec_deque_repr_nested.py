# expect: error RecursionError | recursion
# repr of deques nested 10**5 deep.
from collections import deque
d = deque()
for _ in range(10 ** 5):
    d = deque([d])
print(repr(d))
