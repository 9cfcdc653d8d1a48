# repr and ascii on assorted values.
for v in ("abc", "é", "\n", 1, 1.0, None, [1, "a"], {"k": "v"}, (1,), b"\xff", "🎉", "\x7f", "\u00a0"):
    print(repr(v), ascii(v))
