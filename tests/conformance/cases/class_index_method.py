# __index__ lets objects be used as list indices and in bin/hex.
class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
i = Idx(2)
print([10, 20, 30][i], "abcdef"[Idx(1):Idx(4)], bin(Idx(5)), hex(Idx(255)), range(10)[Idx(3)])
