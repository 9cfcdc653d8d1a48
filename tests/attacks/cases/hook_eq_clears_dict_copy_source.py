# expect: error RuntimeError
# dict(d) / d2.update(d) where colliding keys' __eq__ empties the source d: its keys and values are held while inserted.
armed = False
class K:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        if armed:
            src.clear()
        return False
def fresh():
    global armed, src
    armed = False
    src = {K(): [i] for i in range(5)}
    armed = True
    return src
dst = {K(): 0}
dst.update(fresh())
dict(fresh())
fresh().copy()
