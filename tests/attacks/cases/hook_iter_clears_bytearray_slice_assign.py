# expect: ok
# The bytearray twin: b[a:b] = v and b[::k] = v converted v (whose __iter__ or items'
# __index__ can clear b) after computing the slice; the extended slice then wrote past b.
class V:
    def __iter__(self):
        b.clear()
        return iter([65, 66, 67])
class I:
    def __index__(self):
        b.clear()
        return 65
b = bytearray(b"abcdefghij")
b[2:5] = V()
print(b)
b = bytearray(b"abcdefghij")
try:
    b[::3] = V()
except ValueError as e:
    print("ValueError", e)
print(b)
b = bytearray(b"abcdefghij")
try:
    b[1::4] = [I(), I(), I()]
except ValueError as e:
    print("ValueError", e)
print(b)
