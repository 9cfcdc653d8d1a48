# expect: error ValueError
# bytes(-1).
b = bytes(-1)
