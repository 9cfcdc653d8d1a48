# expect: ok
# A set or dict built from a dict borrowed each key while probing for it: a colliding
# key's __eq__ that clears the source dict freed the key, which was then stored (a
# use-after-free under ASan). set_add, add_entry, dict_set and dict_set_hashed now hold
# the key and value for the whole probe. Found by the re-entrancy audit.
import collections
armed = False
class K:
    def __init__(s, v):
        s.v = v
    def __hash__(s):
        return 0
    def __eq__(s, o):
        if armed:
            a.clear()
            d.clear()
            e.clear()
        return s is o
def fill():
    global a, d, e
    a = {K(1), K(2), K(3)}
    d = {K(1): K(7), K(2): K(8), K(3): 3}
    e = {K(4): 1, K(5): K(9), K(6): 3}
for op in [lambda: set(d), lambda: frozenset(d), lambda: a.union(d), lambda: a.difference(d),
           lambda: a.isdisjoint(d), lambda: a.issubset(d), lambda: a.update(d),
           lambda: a.symmetric_difference_update(d), lambda: len(collections.ChainMap(d, e)),
           lambda: dict(d), lambda: e.update(d), lambda: {**d, **e}, lambda: d | e]:
    armed = False
    fill()
    armed = True
    try:
        op()
    except Exception as ex:
        print(type(ex).__name__)
print("done")
