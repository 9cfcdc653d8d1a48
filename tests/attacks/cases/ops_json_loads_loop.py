# expect: ops
# imports: json
# Parsing is charged by size: an endless parse loop runs out of operations.
import json
doc = json.dumps(list(range(10000)))
while True:
    json.loads(doc)
