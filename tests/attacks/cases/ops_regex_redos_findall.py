# expect: ops
# A22: catastrophic backtracking inside findall/sub/split, at every start position.
import re
print(len(re.findall(r"(\w+\s?)+$", "word " * 30 + "!")))
