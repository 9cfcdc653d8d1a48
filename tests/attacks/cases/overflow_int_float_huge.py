# expect: error OverflowError
# float() of a huge int.
f = float(10 ** 400)
