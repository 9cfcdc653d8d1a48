# expect: ok
# A15: hasattr must not reveal which refused dunders exist: refused names look absent.
for name in ("__globals__", "__subclasses__", "__code__", "__builtins__", "__closure__",
             "__reduce__", "__reduce_ex__", "__getattribute__", "__loader__", "__spec__"):
    assert not hasattr(1, name), name
    assert not hasattr(len, name), name
    assert not hasattr(lambda: 0, name), name
    assert not hasattr(int, name), name
assert hasattr(1, "__class__") and hasattr(int, "__mro__")
print("ok")
