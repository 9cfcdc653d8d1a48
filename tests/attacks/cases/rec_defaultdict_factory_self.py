# expect: error RecursionError | recursion
# A default factory that reads a missing key of its own dict.
from collections import defaultdict
d = None
def factory():
    return d["missing"]
d = defaultdict(factory)
d["x"]
