# expect: ok | error RecursionError | recursion
# Deeply nested groups: PCRE2's compiler recurses on them; the nesting limit refuses it cleanly.
import re
try:
    re.compile("(" * 100000 + ")" * 100000)
except re.error as e:
    print("error", e)
