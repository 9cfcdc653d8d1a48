# expect: any
# A22: catastrophic backtracking must end (op budget, match limit or an error) within the timeout.
import re
print(re.match(r"(a+)+$", "a" * 40 + "b"))
