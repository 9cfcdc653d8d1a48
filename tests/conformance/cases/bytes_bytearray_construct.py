# bytes() and bytearray() share one constructor: the same checks, in the same order, with
# each its own name in the messages.
for T in (bytes, bytearray):
    for a, k in [((), {}), (('a',), {}), (('a', 1), {}), ((1, 1), {}), ((1, 'x'), {}), (([1, 300],), {}), ((b'ab',), {}), ((2,), {}), ((-1,), {}), (('é', 'latin-1'), {}), ((), {'encoding': 'x'}), ((), {'errors': 'x'}), (('a',), {'errors': 'strict'}), (('a', 'ascii', 3), {}), ((1.5,), {}), (([1, 'x'],), {})]:
        try:
            r = T(*a, **k)
            print(T.__name__, a, k, type(r).__name__, r)
        except Exception as e:
            print(T.__name__, a, k, type(e).__name__, e)
x = b"abc"
print(bytes(x) is x, bytearray(x) is x)
