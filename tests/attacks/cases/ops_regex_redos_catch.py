# expect: ops
# A22: the regex limit is the uncatchable ops limit: except Exception does not swallow it.
import re
try:
    re.search(r"(a+)+$", "a" * 50 + "!")
except Exception:
    print("caught")
