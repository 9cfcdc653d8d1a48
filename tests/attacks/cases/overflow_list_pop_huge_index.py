# expect: error IndexError | error OverflowError
# pop with a bigint index.
[1, 2].pop(2 ** 64)
