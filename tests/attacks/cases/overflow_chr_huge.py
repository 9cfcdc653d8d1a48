# expect: error OverflowError | error ValueError
# chr() of a number beyond the C int range.
c = chr(2 ** 64)
