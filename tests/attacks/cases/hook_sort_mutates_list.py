# expect: error ValueError
# A sort key that mutates the list being sorted (CPython: "list modified during sort").
data = [3, 1, 2]
def key(x):
    data.append(x)
    return x
data.sort(key=key)
