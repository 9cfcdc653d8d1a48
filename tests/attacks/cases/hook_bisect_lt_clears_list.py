# expect: error IndexError
# imports: bisect
# Comparisons that empty the list during a binary search: the next probe must fail cleanly.
import bisect
a = []
class Evil:
    def __lt__(self, other):
        a.clear()
        return True
    def __gt__(self, other):
        a.clear()
        return True
a.extend(range(100))
bisect.bisect_left(a, Evil())
