# repr of nested tuples.
print(((1,), (2, (3, ())), "x"), [(), (None,)], str((1.5, "s", b"b")))
print(tuple(tuple(range(i)) for i in range(4)))
