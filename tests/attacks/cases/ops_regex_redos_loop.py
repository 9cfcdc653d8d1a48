# expect: ops
# A22: many moderately bad matches; each backtracking step is charged, so the loop ends.
import re
n = 0
while True:
    if re.match(r"(a|aa)+$", "a" * 24 + "b"):
        n += 1
