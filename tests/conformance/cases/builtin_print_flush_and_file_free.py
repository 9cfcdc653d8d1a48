# print flush argument; print of nested and special values.
print("flushed", flush=True)
print([None, True, "s", 'q"uote', "it's", b"\x00"], {1: [2, (3,)]}, (), [], {}, set(), frozenset())
print(float("inf"), -float("inf"), float("nan"), 1e-10, 10 ** 20, -0.0)
