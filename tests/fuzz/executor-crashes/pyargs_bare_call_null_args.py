# A bare call (no arguments: ARGS is NULL) of a type with a construct_sig, here int() as
# defaultdict's factory: bind_keywords offset the NULL pointer (clang UBSan).
from collections import defaultdict
u = defaultdict(int)
u["a"] += 1
print(u)
