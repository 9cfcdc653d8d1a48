# expect: ok
# Slice bounds and steps beyond the machine range are clamped.
assert "abc"[2 ** 100:] == ""
assert [1][-(2 ** 100):] == [1]
assert "abc"[::2 ** 100] == "a"
assert "abc"[::-(2 ** 100)] == "c"
assert list(range(10))[2 ** 64 : -(2 ** 64) : -1] == list(range(9, -1, -1))
print("ok")
