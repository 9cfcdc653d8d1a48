# expect: error ValueError
# A width with too many digits.
s = "{:99999999999999999999}".format(1)
