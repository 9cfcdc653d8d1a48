# expect: ops
# A22: catastrophic backtracking, (a+)+$ on 40 a's and a b, ends in the operation limit.
import re
print(re.match(r"(a+)+$", "a" * 40 + "b"))
