# expect: ok
# getattr with a default returns the default for a refused dunder: it behaves as missing.
sentinel = "refused"
assert getattr(1, "__class__", sentinel) is int
assert getattr(len, "__self__", sentinel) is sentinel
assert getattr(lambda: 0, "__globals__", sentinel) is sentinel
assert getattr(int, "__subclasses__", sentinel) is sentinel
print("ok")
