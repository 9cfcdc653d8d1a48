# expect: error RuntimeError
# __eq__ that mutates the deque while count() walks it (CPython: RuntimeError).
from collections import deque
d = deque()
class Evil:
    def __eq__(self, other):
        d.clear()
        return False
d.extend([1, 2, 3])
d.count(Evil())
