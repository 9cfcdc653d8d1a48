# Subscripts of list, tuple, str and bytes read the key through one seq_index: an int, or an
# __index__ whose own errors pass through, with each type its own messages.
class I:
    def __index__(self): return 1
class V:
    def __index__(self): raise ValueError('v')
class T:
    def __index__(self): raise TypeError('t')
for seq in ('abc', (1, 2, 3), [1, 2, 3]):
    for k in (1, -1, 3, -4, 2**70, I(), V(), T(), 1.5, 'x', None, True):
        try:
            print(type(seq).__name__, seq[k])
        except Exception as e:
            print(type(seq).__name__, type(e).__name__, e)
class J:
    def __index__(self): return 2**70
class N:
    def __index__(self): return 1.5
l = [1, 2]
for k in ('x', 5, J(), N()):
    for f in (lambda: l.__setitem__(k, 0), lambda: l.__delitem__(k), lambda: l[k], lambda: (1,)[k], lambda: 'a'[k], lambda: b'a'[k]):
        try:
            print(f())
        except Exception as e:
            print(type(e).__name__, e)
