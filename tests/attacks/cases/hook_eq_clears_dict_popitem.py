# expect: ok
# d.popitem() with colliding keys whose __eq__ mutates d: popitem now unlinks by entry number, with no comparison (a NULL value was packed before).
armed = False
class K:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        if armed:
            d.clear()
        return False
d = {K(): 1, K(): 2, K(): 3}
armed = True
k, v = d.popitem()
assert v == 3 and len(d) == 2
