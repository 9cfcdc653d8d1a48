# expect: error ValueError
# str(10**5000) exceeds the 4300-digit limit (CPython's quadratic-time guard).
s = str(10 ** 5000)
