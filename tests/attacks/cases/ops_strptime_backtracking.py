# expect: error ValueError | ops
# strptime tries the directives' alternatives with backtracking: a format of many ambiguous
# directives against a string that never matches must stay bounded by the op budget.
import time
time.strptime("1" * 60 + "x", "%m" * 40 + "Q")
