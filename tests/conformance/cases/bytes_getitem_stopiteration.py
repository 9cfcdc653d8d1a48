# bytes and bytearray subscripts share bytes_like_getitem (seq_index, each its own messages);
# a slot wrapper's __next__ at the end raises StopIteration() with no args (exc_raise, NULL).
class J:
    def __index__(self): return 2**70
class I:
    def __index__(self): return -1
class R:
    def __init__(self, b): self.b = b
    def __index__(self):
        self.b.clear(); return 0
for s in (b'abc', bytearray(b'abc')):
    for k in (0, -1, 3, -4, I(), J(), 'x', 1.5, slice(1, None)):
        try: print(type(s).__name__, s[k])
        except Exception as e: print(type(s).__name__, type(e).__name__, e)
b = bytearray(b'xyz')
try: print(b[R(b)])
except Exception as e: print(type(e).__name__, e)
b = bytearray(b'xyz'); b[1] = 65; print(b)
class B(bytes): pass
print(B(b'hi')[1] if len(B(b'hi')) else None)
it = iter([])
try: it.__next__()
except StopIteration as e: print(repr(e), e.args, e.value)
g = (x for x in [])
try: next(g)
except StopIteration as e: print(repr(e), e.args)
m = map(abs, [])
try: m.__next__()
except StopIteration as e: print(repr(e), e.args)
