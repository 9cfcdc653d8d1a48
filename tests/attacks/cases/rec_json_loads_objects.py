# expect: error RecursionError | recursion
# imports: json
# Deep objects, not arrays: the same guard.
import json
json.loads('{"a":' * 200000 + "1" + "}" * 200000)
