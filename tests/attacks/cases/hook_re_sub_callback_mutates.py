# expect: ok
# A sub() callback that raises, then one that returns junk: clean errors, no crash.
import re
def bad(m):
    raise ValueError("no")
try:
    re.sub("a", bad, "aaa")
except ValueError as e:
    print("ValueError", e)
try:
    re.sub("a", lambda m: 5, "aaa")
except TypeError as e:
    print("TypeError", e)
