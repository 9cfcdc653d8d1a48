# isinstance with builtin types and type() identity.
vals = [1, 1.0, "s", b"b", [1], (1,), {1: 1}, {1}, None, True, 1j, range(1)]
for v in vals:
    print(type(v), isinstance(v, int), isinstance(v, (list, tuple)), type(v) is type(v))
