# expect: error ValueError
# %d of a huge int.
s = "%d" % (10 ** 5000)
