# expect: ok
# __index__ returning a huge int used as a slice bound is clamped.
class Big:
    def __index__(self):
        return 10 ** 100
assert [1, 2, 3][Big():] == []
assert "abc"[:Big()] == "abc"
print("ok")
