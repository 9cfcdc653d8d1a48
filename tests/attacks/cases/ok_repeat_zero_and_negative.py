# expect: ok
# Huge counts that produce nothing are fine.
assert "a" * -(2 ** 63) == ""
assert [1] * -(2 ** 62) == []
assert "" * 10 ** 12 == ""
assert "".join([]) * 10 ** 12 == ""
print("ok")
