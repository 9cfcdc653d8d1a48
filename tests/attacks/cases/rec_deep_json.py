# expect: error ImportError | error RecursionError | recursion
# json.loads of 10**5 nested arrays (CPython raises RecursionError).
import json
json.loads("[" * 10 ** 5 + "]" * 10 ** 5)
