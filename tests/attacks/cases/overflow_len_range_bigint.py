# expect: ok | error OverflowError
# len() of a range longer than 2**63 (CPython raises OverflowError).
n = len(range(2 ** 64))
assert n == 2 ** 64
