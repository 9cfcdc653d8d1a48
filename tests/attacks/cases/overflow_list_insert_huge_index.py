# expect: ok | error OverflowError
# insert with a bigint index: clamp or refuse, never wrap around.
x = [1, 2]
x.insert(2 ** 100, 3)
x.insert(-(2 ** 100), 0)
assert x == [0, 1, 2, 3], x
