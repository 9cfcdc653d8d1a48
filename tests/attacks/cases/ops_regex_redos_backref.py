# expect: ok | ops
# A22: exponential backtracking through nested groups; PCRE2 may prove early that no match exists.
import re
re.sub(r"^(([a-z])+.)+[A-Z]([a-z])+$", "x", "aaaaaaaaaaaaaaaaaaaaaaaaaaaa!")
