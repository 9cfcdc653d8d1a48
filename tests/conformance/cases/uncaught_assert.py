# An uncaught AssertionError with a message.
values = [1, 2, 3]
assert sum(values) == 6, "sum ok"
assert len(values) == 4, f"expected 4 values, got {len(values)}"
