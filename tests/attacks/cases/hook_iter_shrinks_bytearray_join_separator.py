# expect: ok
# sep.join(it) where the iterable empties the bytearray separator: the separator is read after the items (CPython 3.11 reads it before, through a stale pointer, so only the absence of a crash is checked).
sep = bytearray(b"-" * 1000)
def items():
    yield b"a"
    sep.clear()
    yield b"b"
sep.join(items())
