# expect: error IndexError
# __eq__ that appends to the deque while remove() searches it.
from collections import deque
d = deque()
class Evil:
    def __eq__(self, other):
        d.append(0)
        return False
d.extend([1, 2, 3])
d.remove(Evil())
