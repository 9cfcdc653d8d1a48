# expect: error KeyError
# d.pop(k) where a colliding key's __eq__ empties and refills d (once): the probed entry was stale (found by tests/fuzz/callbacks.py).
shots = 0
class K:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        global shots
        shots -= 1
        if shots == 0:
            d.clear()
            d.update({i: i for i in range(50)})
        return False
d = {K(): 1, K(): 2}
shots = 1
assert d.pop(K(), "absent") == "absent"
d = {K(): 1, K(): 2}
shots = 1
del d[K()]
