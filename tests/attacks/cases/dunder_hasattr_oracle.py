# expect: ok
# A15: hasattr must not reveal which dunders exist: refused names look absent.
for name in ("__class__", "__dict__", "__globals__", "__subclasses__", "__code__", "__builtins__"):
    assert not hasattr(1, name), name
    assert not hasattr(len, name), name
    assert not hasattr(lambda: 0, name), name
print("ok")
