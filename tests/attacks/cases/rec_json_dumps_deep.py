# expect: error RecursionError | recursion
# imports: json
# Encoding 100,000 nested lists: the encoder's nesting is bounded too.
import json
x = []
for i in range(100000):
    x = [x]
json.dumps(x)
