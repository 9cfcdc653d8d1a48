# expect: ok
# l.remove(x) where __eq__ empties l: memmove with a negative count before; CPython does nothing.
class A:
    def __eq__(self, o):
        l.clear()
        return True
l = [A(), A(), A()]
l.remove(1)
assert l == [], l
