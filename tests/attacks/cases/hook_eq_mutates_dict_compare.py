# expect: ok
# d1 == d2 where a value's __eq__ removes entries of d1: its key and value are held during the comparison.
class V:
    def __eq__(self, other):
        d1.clear()
        return True
d1 = {i: V() for i in range(10)}
d2 = {i: V() for i in range(10)}
d1 == d2
