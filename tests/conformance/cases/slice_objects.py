# slice objects and their indices().
s = slice(1, 10, 2)
print(s, s.start, s.stop, s.step, slice(5), slice(None, -1), s.indices(6), slice(None, None, -1).indices(5))
data = list(range(12))
print(data[s], data[slice(-3, None)], "abcdefgh"[slice(None, None, 3)])
print(slice(1, 2) == slice(1, 2), slice(-100, 100).indices(4))
