# expect: error IndexError
# Subscript with a bigint index (CPython: "cannot fit 'int' into an index-sized integer").
print("abc"[2 ** 100])
