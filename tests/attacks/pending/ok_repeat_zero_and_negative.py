# expect: ok
# Huge counts that produce nothing are fine.
assert "a" * -(2 ** 63) == ""
assert [1] * -(10 ** 100) == []
assert "a" * 0 * 10 ** 100 == ""
assert "".join([]) * 10 ** 12 == ""
print("ok")
