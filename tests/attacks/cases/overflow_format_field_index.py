# expect: error ValueError
# A field index with too many digits.
s = "{999999999999999999999}".format(1)
