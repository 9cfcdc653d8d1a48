# expect: error ValueError
# f-string of a huge int.
s = f"{10 ** 5000}"
