# expect: error ValueError
# repr() of a huge int.
s = repr(-(10 ** 5000))
