cases = [lambda: [1]*(-2**100), lambda: []*(2**100), lambda: 'a'*(-2**100), lambda: (1,)*(2**100),
         lambda: b'a'*(-2**100), lambda: bytearray(b'a')*(2**70), lambda: [1]*(2**63),
         lambda: (1,)*(-2**63), lambda: 'ab'*(2**64), lambda: 2**64 * [1]]
for i, e in enumerate(cases):
    try:
        e(); print(i, 'ok')
    except Exception as ex:
        print(i, type(ex).__name__, ex)
x = [1]
try:
    x *= 2**70
except OverflowError as ex:
    print("list *=", ex, x)
b = bytearray(b"ab")
try:
    b *= -2**70
except OverflowError as ex:
    print("bytearray *=", ex, b)
b *= 3; print(b); b *= 0; print(b); b = bytearray(); b *= 5; print(b)
print([1, 2] * 3, [1] * -1, (1, 2) * 2, () * 5, (1,) * 1, 'ab' * 3, 'é' * 2, len('é' * 3), b'xy' * 2, b'' * 9)
t = (1, 2); print(t * 1 is t, len(t * 0), [] * 3)
class T(tuple): pass
print(type(T((1,)) * 1).__name__, T() * 3, type(T() + ()).__name__)
print((1, 2, 1, 3).index(1, 1), (1, 2, 1).index(2, -2), (1, 2, 3).count(2), [3, 1, 3].index(3, 1), [1, 2].index(2, 0, 5))
cases = [lambda: (1,2).index(9), lambda: (1,2,1).index(1, 1, 2), lambda: [1].index(2), lambda: (1,).index(1, 'a'), lambda: (1,).index(), lambda: (1,).count()]
for i, f in enumerate(cases):
    try:
        print(f())
    except Exception as ex:
        print(i, type(ex).__name__, ex)
class E:
    def __init__(self, l): self.l = l
    def __eq__(self, o):
        self.l.clear(); return False
l = [E(None), 1, 2]; l[0].l = l
print(l.count(5), l)
l = [E(None), 1, 2]; l[0].l = l
try: print(l.index(5))
except ValueError as ex: print(ex)
print([1, 2, 3][::2], [1, 2, 3][1:], (1, 2, 3)[::-1], (1, 2, 3)[:], [1, 2] + [3], (1,) + (2,), [].copy(), [1, [2]].copy())
print(3 in [1, 2, 3], 4 in (1, 2), 2 in [1.0, 2.0])
