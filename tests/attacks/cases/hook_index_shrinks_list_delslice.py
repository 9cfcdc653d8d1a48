# expect: ok
# del l[10:B():2] where B.__index__ empties l.
l = list(range(100))
class B:
    def __index__(self):
        l.clear()
        return 50
del l[10:B():2]
assert l == [], l
