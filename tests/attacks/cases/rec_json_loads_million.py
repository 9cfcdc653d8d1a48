# expect: error RecursionError | recursion
# imports: json
# json.loads('[' * 10**6): nesting counts against the recursion limit, never the C stack.
import json
json.loads("[" * 10 ** 6)
