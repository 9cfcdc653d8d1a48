l = [1, 2, 3, 4]
print(l.pop(), l.pop(0), l.pop(-1), l, [5].pop(-1))
b = bytearray(b"abcd")
print(b.pop(), b.pop(0), b.pop(-2), b)
for f in [lambda: [].pop(), lambda: bytearray().pop(), lambda: [1].pop(1), lambda: [1].pop(-2),
          lambda: bytearray(b"a").pop(5), lambda: [1].pop("x"), lambda: bytearray(b"a").pop(2**70),
          lambda: [1].pop(-2**70), lambda: [].pop(0)]:
    try:
        print(f())
    except Exception as ex:
        print(type(ex).__name__, ex)
class I:
    def __init__(self, l): self.l = l
    def __index__(self):
        self.l.clear(); return 0
l = [1, 2]
try: l.pop(I(l))
except IndexError as ex: print(ex)
b = bytearray(b"xy")
try: b.pop(I(b))
except IndexError as ex: print(ex)
r = range(2, 20, 3); print(r, r.start, r.stop, r.step, len(r), list(r), r[2], range(5)[::-1], range(0), range(10**20, 10**20 + 4, 2)[1])
try: range(1, 2, 0)
except ValueError as ex: print(ex)
