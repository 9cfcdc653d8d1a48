# expect: any
# Keys whose __eq__ mutates the Counter while it counts them.
from collections import Counter
c = Counter()
class K:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        c.clear()
        return False
c.update([K() for _ in range(50)])
print(len(c))
