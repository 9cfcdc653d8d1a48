# expect: ok | error ValueError
# __lt__ that clears the list during sort: no use-after-free (CPython sorts a detached copy).
data = []
class X:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        data.clear()
        return self.v < other.v
data.extend(X(i) for i in range(20))
data.sort()
